import type { readFragment as tadaReadFragment } from 'gql.tada'

/**
 * gql.tada's `readFragment` (unmasks fragment data; an identity at run time)
 * without importing gql.tada's runtime, whose module also pulls the GraphQL
 * parser in: components that render prerendered data (the ambassador card on
 * the home page) stay free of it. Same types, same behaviour as the original:
 * `readFragment<typeof Fragment>(data)` or `readFragment(Fragment, data)`.
 */
export const readFragment = ((...args: unknown[]) => args[args.length - 1]) as typeof tadaReadFragment
