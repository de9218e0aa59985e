import type { Config } from 'vike/types'

export default { pageKey: 'index' } satisfies Config
