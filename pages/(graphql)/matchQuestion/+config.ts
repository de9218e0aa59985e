import type { Config } from 'vike/types'

export default { pageKey: 'matchQuestion', routeMiddleware: ['ambassadorQuery'] } satisfies Config
