import { useHydrated } from 'vike-react/useHydrated'
import { usePageContext } from 'vike-react/usePageContext'
import { findFailingMiddleware } from '../src/runtime/middleware'
import { routeMiddleware } from '../src/routing/route-middleware'

/**
 * Route middleware on the first load. Vike runs +guard.ts on client
 * navigation, but a prerendered page opened directly (a shared link with a bad
 * query) is static HTML: check its real URL once hydrated. Returns true when a
 * middleware refuses the URL.
 */
export function useHydrationGuardFailed(): boolean {
  const hydrated = useHydrated()
  const pageContext = usePageContext()
  const names = pageContext.config.routeMiddleware
  if (!hydrated || !names?.length || pageContext.is404) return false
  const url = new URL(window.location.href)
  const route = { urlOriginal: url.href, urlParsed: { search: Object.fromEntries(url.searchParams) } }
  return findFailingMiddleware(names, route, routeMiddleware) !== null
}
