import type { Config } from 'vike/types'

export default { pageKey: 'iframe', routeMiddleware: ['iframeQuery'] } satisfies Config
