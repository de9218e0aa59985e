import type { PageContextServer } from 'vike/types'
import { LOCALES, DEFAULT_LOCALE } from '../src/contract/locale'
import { localizePath } from '../src/routing/locale-url'

// Vike lists each route once; add a copy per extra locale (/fr, /fr/community…).
// onBeforeRoute is not called again for these copies, so set locale here. The
// 404 page is emitted once (404.html) and localises itself in the browser.
export function onPrerenderStart(prerenderContext: { pageContexts: PageContextServer[] }) {
  const pageContexts: PageContextServer[] = []
  for (const pageContext of prerenderContext.pageContexts) {
    pageContexts.push({ ...pageContext, locale: DEFAULT_LOCALE })
    if (pageContext.is404) continue
    for (const locale of LOCALES) {
      if (locale === DEFAULT_LOCALE) continue
      pageContexts.push({ ...pageContext, urlOriginal: localizePath(pageContext.urlOriginal, locale), locale })
    }
  }
  return { prerenderContext: { pageContexts } }
}
