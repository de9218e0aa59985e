import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import fr from '../../locales/fr.json'
import { pageDescriptionOf, pageTitleOf, type TitledPage } from './page-title'

type TitleContext = Parameters<typeof pageTitleOf>[0]

// The fields the root +title / +description read; Vike's full pageContext is not needed.
function contextOf(fields: { pageKey?: TitledPage; locale?: 'en' | 'fr'; organization?: { name: string } | null; is404?: boolean; abortStatusCode?: number }): TitleContext {
  const { pageKey, locale, organization, ...rest } = fields
  const data = organization === undefined ? undefined : { organization }
  return { config: { pageKey }, locale, urlOriginal: locale === 'fr' ? '/fr/x' : '/x', data, ...rest } as unknown as TitleContext
}

describe('page titles and descriptions (root +title / +description)', () => {
  it("gives the page's title then the organization, in the page's language", () => {
    expect(pageTitleOf(contextOf({ pageKey: 'community', locale: 'en', organization: { name: 'Northfield' } }))).toBe(`${en.pages.community.title} · Northfield`)
    expect(pageTitleOf(contextOf({ pageKey: 'community', locale: 'fr', organization: { name: 'Northfield' } }))).toBe(`${fr.pages.community.title} · Northfield`)
    expect(pageDescriptionOf(contextOf({ pageKey: 'meet', locale: 'fr' }))).toBe(fr.meet.pageHeader.intro)
  })

  it('names the product when the organization failed to load', () => {
    expect(pageTitleOf(contextOf({ pageKey: 'index', locale: 'en', organization: null }))).toBe(`${en.pages.index.title} · ${en.app.brand}`)
  })

  it('titles the error page by status, without the organization', () => {
    expect(pageTitleOf(contextOf({ pageKey: 'error', locale: 'en', is404: true }))).toBe(en.error.notFoundTitle)
    expect(pageTitleOf(contextOf({ pageKey: 'error', locale: 'fr', abortStatusCode: 404 }))).toBe(fr.error.notFoundTitle)
    expect(pageTitleOf(contextOf({ pageKey: 'error', locale: 'en', is404: false }))).toBe(en.error.serverErrorTitle)
    expect(pageDescriptionOf(contextOf({ pageKey: 'error', locale: 'en', is404: true }))).toBe(en.pages.notFound.intro)
    expect(pageDescriptionOf(contextOf({ pageKey: 'error', locale: 'en' }))).toBe(en.error.serverErrorIntro)
  })

  it("reads the error page's language from its URL when the context carries none", () => {
    expect(pageTitleOf(contextOf({ pageKey: 'error', is404: true, locale: undefined }))).toBe(en.error.notFoundTitle)
    const fromFrenchUrl = { ...contextOf({ pageKey: 'error', is404: true }), urlOriginal: '/fr/nowhere' } as TitleContext
    expect(pageTitleOf(fromFrenchUrl)).toBe(fr.error.notFoundTitle)
  })

  it('gives no title to a page without a pageKey (browser-test fixtures)', () => {
    expect(pageTitleOf(contextOf({ locale: 'en' }))).toBeUndefined()
    expect(pageDescriptionOf(contextOf({ locale: 'en' }))).toBeUndefined()
  })
})
