import type { Config } from 'vike/types'

export default { routeMiddleware: ['ambassadorQuery', 'manageQuery'] } satisfies Config
