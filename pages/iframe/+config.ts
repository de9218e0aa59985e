import type { Config } from 'vike/types'

// Embedded in the organization's site: no header or footer.
export default { layout: 'bare', routeMiddleware: ['iframeQuery'] } satisfies Config
