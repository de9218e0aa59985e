import type { Config } from 'vike/types'

export default { routeMiddleware: ['communityQuery'] } satisfies Config
