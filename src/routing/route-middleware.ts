import type { RouteMiddlewareRegistry } from '../runtime/middleware'

/**
 * The named route middleware pages may list in `routeMiddleware`. Each returns
 * true to let the navigation through; query validators live beside the page
 * that needs them and are registered here.
 */
export const routeMiddleware: RouteMiddlewareRegistry = {}
