import { modifyUrl } from 'vike/modifyUrl'
import type { PageContext } from 'vike/types'
import { splitLocale } from '../src/routing/locale-url'

// Strips the /fr prefix so one set of routes serves both languages. Must stay
// synchronous: Vike runs it on the client for every navigation and prefetch.
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, pathname } = splitLocale(pageContext.urlParsed.pathname)
  const urlLogical = modifyUrl(pageContext.urlParsed.href, { pathname })
  return { pageContext: { locale, urlLogical } }
}
