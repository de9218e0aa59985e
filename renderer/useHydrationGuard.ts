import { useHydrated } from 'vike-react/useHydrated'
import { usePageContext } from 'vike-react/usePageContext'
import { importOnce } from '../src/runtime/import-once'

type Refuses = (names: readonly string[], url: string) => boolean
// Set once the middleware has loaded: the first-load check reads it synchronously.
let refuses: Refuses | undefined

/**
 * The registry and its runner, loaded only for a page that lists some
 * middleware (most list none: it stays off their first load): by +guard.ts
 * on client navigation, and before hydration by +onBeforeRenderClient.ts.
 */
export const loadRouteMiddleware = importOnce(() =>
  Promise.all([import('../src/runtime/middleware'), import('../src/routing/route-middleware')]).then(([runner, registry]) => {
    refuses = (names, href) => {
      const url = new URL(href)
      return runner.findFailingMiddleware(names, { urlOriginal: url.href, urlParsed: { search: Object.fromEntries(url.searchParams) } }, registry.routeMiddleware) !== null
    }
    return { ...runner, ...registry }
  }),
)

/**
 * Route middleware on the first load. Vike runs +guard.ts on client
 * navigation, but a prerendered page opened directly (a shared link with a bad
 * query) is static HTML: check its real URL once hydrated. Returns true when a
 * middleware refuses the URL. If the middleware could not load (offline), the
 * page shows: the API refuses bad input anyway.
 */
export function useHydrationGuardFailed(): boolean {
  const hydrated = useHydrated()
  const pageContext = usePageContext()
  const names = pageContext.config.routeMiddleware
  if (!hydrated || !names?.length || pageContext.is404) return false
  return refuses?.(names, window.location.href) ?? false
}
