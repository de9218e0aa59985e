import type { Config } from 'vike/types'

export default { pageKey: 'meet', routeMiddleware: ['ambassadorQuery', 'manageQuery', 'joinQuery'] } satisfies Config
