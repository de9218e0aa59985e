import { matchesPattern, type PathPattern } from './path-pattern'

/** HTML and page data: revalidated, so a new build shows at once. */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
const FOREVER = 'public, max-age=31536000, immutable'

/**
 * Cache-Control per file of the prerendered site, where it differs from the
 * default: hashed assets and photos never change; builds/latest.json is what
 * the hourly update check polls, so never cached. The patterns never overlap.
 */
export const CACHE_RULES: readonly { readonly pattern: PathPattern; readonly cacheControl: string }[] = [
  { pattern: { prefix: '/assets/' }, cacheControl: FOREVER },
  // Ambassador photos, named by their content's hash (decision 075).
  { pattern: { prefix: '/photos/' }, cacheControl: FOREVER },
  { pattern: { exact: '/builds/latest.json' }, cacheControl: 'no-store' },
  { pattern: { prefix: '/builds/meta/' }, cacheControl: FOREVER },
  { pattern: { exact: '/widget.js' }, cacheControl: 'public, max-age=300, must-revalidate' },
  // The organization's colour for widget.js (decision 148): changes at each publish.
  { pattern: { exact: '/widget-theme.css' }, cacheControl: 'public, max-age=300, must-revalidate' },
]

export function cacheControlFor(pathname: string): string {
  const rule = CACHE_RULES.find(({ pattern }) => matchesPattern(pattern, pathname))
  return rule?.cacheControl ?? DEFAULT_CACHE_CONTROL
}
