import { useEffect, useState } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import { usePageContext } from 'vike-react/usePageContext'
import { importOnce } from '../src/runtime/import-once'

/**
 * Route middleware on the first load. Vike runs +guard.ts on client
 * navigation, but a prerendered page opened directly (a shared link with a bad
 * query) is static HTML: check its real URL once hydrated. Returns true when a
 * middleware refuses the URL. The middleware loads with the first page that
 * lists some (most pages list none: it stays off their first load).
 */
export function useHydrationGuardFailed(): boolean {
  const hydrated = useHydrated()
  const pageContext = usePageContext()
  const names = pageContext.config.routeMiddleware
  const url = hydrated && names?.length && !pageContext.is404 ? window.location.href : null
  const [refusedUrl, setRefusedUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!url || !names) return
    let current = true
    void loadRouteMiddleware().then(({ findFailingMiddleware, routeMiddleware }) => {
      const parsed = new URL(url)
      const route = { urlOriginal: parsed.href, urlParsed: { search: Object.fromEntries(parsed.searchParams) } }
      if (current && findFailingMiddleware(names, route, routeMiddleware) !== null) setRefusedUrl(url)
    })
    return () => {
      current = false
    }
  }, [url, names])
  return url !== null && refusedUrl === url
}

/** The registry and its runner, for +guard.ts too, imported once (src/runtime/import-once.ts). */
export const loadRouteMiddleware = importOnce(() =>
  Promise.all([import('../src/runtime/middleware'), import('../src/routing/route-middleware')]).then(([runner, registry]) => ({ ...runner, ...registry })),
)
