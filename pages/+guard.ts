import type { PageContext } from 'vike/types'
import { runRouteMiddleware } from '../src/runtime/middleware'
import { routeMiddleware } from '../src/routing/route-middleware'

// Runs the page's named route middleware (its `routeMiddleware` setting).
export function guard(pageContext: PageContext) {
  runRouteMiddleware(pageContext.config.routeMiddleware, pageContext, routeMiddleware)
}
