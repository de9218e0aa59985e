import type { Config } from 'vike/types'

export default { pageKey: 'matchCommunity', routeMiddleware: ['communityQuery', 'joinConfirmQuery', 'leaveQuery'] } satisfies Config
