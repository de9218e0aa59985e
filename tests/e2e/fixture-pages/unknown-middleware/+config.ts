import type { Config } from 'vike/types'

// Names a middleware that does not exist: the guard throws, so this page can
// only be reached by client navigation (it cannot be prerendered).
export default { routeMiddleware: ['doesNotExist'], prerender: false } satisfies Config
