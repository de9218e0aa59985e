import type { PageContext } from 'vike/types'
import type en from '../../locales/en.json'
import { translate } from '../i18n'
import type { Locale } from '../contract/locale'
import { PAGE_HEADER_GROUP, pageHeaderKey, type PageTextKey } from './page-header'
import { pageLocaleOf } from './usePageLocale'

/**
 * A page's strings in the locale files: `pages.<key>.title` for every page (the
 * shell loads them: titles change on client navigation); the heading and intro
 * in the page's own group as `<group>.pageHeader` (PAGE_HEADER_GROUP), so a
 * page's first load carries no other page's texts. `/` and the 404 page keep
 * theirs in `pages` (the shell).
 */
export type PageKey = keyof typeof en.pages

const hasPageText = (page: PageKey): page is PageKey & PageTextKey => page in PAGE_HEADER_GROUP

/** A page's `pageKey` setting (its +config.ts); 'error' is pages/_error, titled by status. */
export type TitledPage = PageKey | 'error'

/** The part of a page's data a title reads (renderer/page-data.ts `ShellData`); the error page has no data. */
type TitleData = { organization?: { name: string } | null } | undefined

/** What a title depends on besides the page. */
type TitleFacts = { locale: Locale; notFound: boolean; organizationName: string | undefined }

/**
 * A page's title: its translated title, then the organization (the product
 * name when there is none). Also for titles decorated live (src/runtime/head.ts).
 */
export function pageTitle(locale: Locale, page: PageKey, organizationName: string | undefined): string {
  return `${translate(locale, `pages.${page}.title`)} · ${organizationName || translate(locale, 'app.brand')}`
}

/** The title of `page`; none for pages without a `pageKey` (browser-test fixtures). */
function titleFor(page: TitledPage | undefined, { locale, notFound, organizationName }: TitleFacts): string | undefined {
  if (page === 'error') return translate(locale, notFound ? 'error.notFoundTitle' : 'error.serverErrorTitle')
  return page ? pageTitle(locale, page, organizationName) : undefined
}

function factsOf(pageContext: PageContext<TitleData>): TitleFacts {
  return {
    locale: pageLocaleOf(pageContext),
    notFound: Boolean(pageContext.is404 || pageContext.abortStatusCode === 404),
    organizationName: pageContext.data?.organization?.name,
  }
}

/** The root `+title`: the page's `<title>`, by its `pageKey`. */
export function pageTitleOf(pageContext: PageContext<TitleData>): string | undefined {
  return titleFor(pageContext.config.pageKey, factsOf(pageContext))
}

/** The root `+description`: the page's translated intro, for `<meta name="description">` (search results, link previews). */
export function pageDescriptionOf(pageContext: PageContext<TitleData>): string | undefined {
  const page = pageContext.config.pageKey
  const { locale, notFound } = factsOf(pageContext)
  if (page === 'error') return translate(locale, notFound ? 'pages.notFound.intro' : 'error.serverErrorIntro')
  if (!page) return undefined
  return translate(locale, hasPageText(page) ? pageHeaderKey(page, 'intro') : `pages.${page}.intro`)
}
