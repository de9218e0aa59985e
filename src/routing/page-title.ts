import type { PageContext } from 'vike/types'
import type en from '../../locales/en.json'
import { translate } from '../i18n'

export type PageKey = keyof typeof en.pages

/** A `+title.ts` value: the page's translated title, then the organization. */
export function pageTitle(page: PageKey) {
  return (pageContext: PageContext): string => {
    const title = translate(pageContext.locale, `pages.${page}.title`)
    const data = pageContext.data as { organization?: { name?: unknown } | null } | undefined
    const organization = typeof data?.organization?.name === 'string' ? data.organization.name : translate(pageContext.locale, 'app.brand')
    return `${title} · ${organization}`
  }
}

/** A `+description.ts` value: the page's translated intro, for `<meta name="description">` (search results, link previews). */
export function pageDescription(page: PageKey) {
  return (pageContext: PageContext): string => translate(pageContext.locale, `pages.${page}.intro`)
}
