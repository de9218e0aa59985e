import type { Config } from 'vike/types'

export default { pageKey: 'staff' } satisfies Config
