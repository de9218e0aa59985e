import type { Config } from 'vike/types'

export default { pageKey: 'notFound' } satisfies Config
