import type { Config } from 'vike/types'

export default { routeMiddleware: ['ambassadorQuery'] } satisfies Config
