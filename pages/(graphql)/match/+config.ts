import type { Config } from 'vike/types'

export default { pageKey: 'match', routeMiddleware: ['matchStepQuery'] } satisfies Config
