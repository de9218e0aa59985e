import type { Config } from 'vike/types'

export default { routeMiddleware: ['matchStepQuery'] } satisfies Config
