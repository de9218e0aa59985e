import { render } from 'vike/abort'
import { fullPathOf } from '../routing/locale-url'

/**
 * Named route middleware (the seed's Nuxt route middleware, on Vike): a page
 * lists names in its `+config.ts` (`middleware: ['validQuery']`); the global
 * `+guard.ts` runs them in order. A middleware returns `true` to let the
 * navigation through; anything else becomes the seed's 404
 * `Page Not Found: {full path}`. Naming an unknown middleware is a programming
 * error and throws.
 */
export type RouteContext = { urlOriginal: string; urlParsed: { search: Record<string, string> } }
export type RouteMiddleware = (route: RouteContext) => unknown
export type RouteMiddlewareRegistry = Readonly<Record<string, RouteMiddleware>>

export class UnknownRouteMiddlewareError extends Error {
  constructor(name: string) {
    super(`Unknown route middleware: '${name}'.`)
    this.name = 'UnknownRouteMiddlewareError'
  }
}

export function guardMessage(urlOriginal: string): string {
  return `Page Not Found: ${fullPathOf(urlOriginal)}`
}

/** The first middleware that does not return true, or null when all pass. Throws on unknown names. */
export function findFailingMiddleware(names: readonly string[], route: RouteContext, registry: RouteMiddlewareRegistry): string | null {
  for (const name of names) {
    const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined
    if (!middleware) throw new UnknownRouteMiddlewareError(name)
    if (middleware(route) !== true) return name
  }
  return null
}

/** For `+guard.ts`: abort with the seed's 404 when a middleware fails. */
export function runRouteMiddleware(names: readonly string[] | undefined, route: RouteContext, registry: RouteMiddlewareRegistry): void {
  if (!names?.length) return
  if (findFailingMiddleware(names, route, registry) !== null) throw render(404, guardMessage(route.urlOriginal))
}
