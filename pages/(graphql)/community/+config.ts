import type { Config } from 'vike/types'

export default { pageKey: 'community', routeMiddleware: ['ambassadorQuery'] } satisfies Config
