import type { Config } from 'vike/types'

export default { pageKey: 'question', routeMiddleware: ['ambassadorQuery', 'threadQuery'] } satisfies Config
