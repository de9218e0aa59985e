import type { PageContext } from 'vike/types'
import { loadRouteMiddleware } from '../renderer/useHydrationGuard'

// Runs the page's named route middleware (its `routeMiddleware` setting),
// loaded only for a page that lists some.
export async function guard(pageContext: PageContext) {
  const names = pageContext.config.routeMiddleware
  if (!names?.length) return
  const { runRouteMiddleware, routeMiddleware } = await loadRouteMiddleware()
  runRouteMiddleware(names, pageContext, routeMiddleware)
}
