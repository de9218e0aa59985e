import type { Config } from 'vike/types'

export default { routeMiddleware: ['communityQuery', 'joinConfirmQuery'] } satisfies Config
