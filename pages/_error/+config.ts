import type { Config } from 'vike/types'

// Titled by status (404 or 500) rather than by a page of its own.
export default { pageKey: 'error' } satisfies Config
