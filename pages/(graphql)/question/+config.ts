import type { Config } from 'vike/types'

export default { pageKey: 'question', routeMiddleware: ['ambassadorQuery', 'threadQuery', 'conversationsQuery'] } satisfies Config
