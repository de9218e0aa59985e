/**
 * The site's response headers as ONE list of rules, read by every host the
 * site can be served from: the Node server (static-site.ts), and the files
 * the build writes for static hosts — `_headers` (Netlify / Cloudflare
 * Pages) and `deploy/nginx.conf` (scripts/build/host-config/). A header or a
 * CSP source added here (security-headers.ts for CSP sources; inline scripts
 * are hashed from the built HTML) reaches all three (decision 110).
 */
import { CACHE_RULES, DEFAULT_CACHE_CONTROL } from './cache-policy'
import { matchesPattern, type PathPattern } from './path-pattern'
import { baseSecurityHeaders, contentSecurityPolicy, EMBEDDABLE_PATHS } from './security-headers'

export type { PathPattern } from './path-pattern'

export interface HeaderRule {
  readonly pattern: PathPattern
  /** Headers set (replacing the ones every response carries). */
  readonly set: Readonly<Record<string, string>>
  /** Headers every response carries that this rule removes. */
  readonly remove: readonly string[]
}

export interface SiteHeaderRules {
  /** Every response, unless a rule says otherwise. */
  readonly everywhere: Readonly<Record<string, string>>
  /** At most one rule matches a path (the patterns never overlap). */
  readonly rules: readonly HeaderRule[]
}

export interface SiteHeaderOptions {
  /** Origins allowed to frame /iframe (the organization's embed origins). */
  readonly frameAncestors: readonly string[]
  /** The API's origin when it is not the site's (CSP connect-src, img-src). */
  readonly apiOrigin?: string
  /** CSP sources of the build's inline scripts. */
  readonly scriptHashes: readonly string[]
}

export function siteHeaderRules(options: SiteHeaderOptions): SiteHeaderRules {
  const csp = (frameAncestors: readonly string[]) => contentSecurityPolicy({ frameAncestors, apiOrigin: options.apiOrigin, scriptHashes: options.scriptHashes })
  const everywhere = {
    ...baseSecurityHeaders(),
    'Cache-Control': DEFAULT_CACHE_CONTROL,
    'Content-Security-Policy': csp([]),
    'X-Frame-Options': 'DENY',
  }
  const cacheRules: HeaderRule[] = CACHE_RULES.map(({ pattern, cacheControl }) => ({ pattern, set: { 'Cache-Control': cacheControl }, remove: [] }))
  // Only the embeddable page may be framed, and only by the embed origins.
  const embedRules: HeaderRule[] = EMBEDDABLE_PATHS.map((path) => ({
    pattern: { exact: path },
    set: { 'Content-Security-Policy': csp(options.frameAncestors) },
    remove: ['X-Frame-Options'],
  }))
  return { everywhere, rules: [...cacheRules, ...embedRules] }
}

/** The headers of a response for this path (what the Node server sends). */
export function headersForPath(site: SiteHeaderRules, pathname: string): Record<string, string> {
  const headers: Record<string, string> = { ...site.everywhere }
  const rule = site.rules.find((candidate) => matchesPattern(candidate.pattern, pathname))
  if (rule === undefined) return headers
  for (const name of rule.remove) delete headers[name]
  return { ...headers, ...rule.set }
}
