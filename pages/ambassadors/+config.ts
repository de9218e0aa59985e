import type { Config } from 'vike/types'

export default { pageKey: 'ambassadors' } satisfies Config
