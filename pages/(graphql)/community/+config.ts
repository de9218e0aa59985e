import type { Config } from 'vike/types'

export default { pageKey: 'community' } satisfies Config
