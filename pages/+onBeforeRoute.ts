import type { PageContext } from 'vike/types'
import { splitLocale } from '../src/routing/locale-url'

// Strips the /fr prefix so one set of routes serves both languages. Must stay
// synchronous: Vike runs it on the client for every navigation and prefetch.
// (Plain string assembly rather than vike/modifyUrl: same result, 4 KB less
// JavaScript on every first load.)
export function onBeforeRoute(pageContext: PageContext) {
  const { pathnameOriginal, searchOriginal, hashOriginal } = pageContext.urlParsed
  const { locale, pathname } = splitLocale(pathnameOriginal)
  const urlLogical = `${pathname}${searchOriginal ?? ''}${hashOriginal ?? ''}`
  return { pageContext: { locale, urlLogical } }
}
