/**
 * The format of the route-rules manifest `builds/meta/{buildId}.json`
 * (seed §3, §7), pure and DOM-free so the build script that writes it
 * (`createBuildManifest`) and the client that reads it (`manifest.ts`)
 * share one definition.
 */

/**
 * JSON-serialisable route rules. `exact`: `prerendered` lists browser paths
 * (`/fr/community`). `logical`: it lists paths without a locale prefix and a
 * prefixed path matches its logical twin (smaller manifest, same answer).
 */
export interface RouteMatcher {
  mode: 'exact' | 'logical'
  localePrefixes: string[]
}
export interface BuildManifest {
  id: string
  timestamp: number
  matcher: RouteMatcher
  prerendered: string[]
}

export const DEFAULT_ROUTE_MATCHER: RouteMatcher = { mode: 'exact', localePrefixes: ['/fr'] }

/** `/community/?a=1#b` → `/community`; absolute URLs keep their path; root stays `/`. */
export function normalisePath(input: string): string {
  let path = /^[a-z][a-z\d+.-]*:/i.test(input) ? new URL(input).pathname : input
  path = path.split(/[?#]/, 1)[0] ?? ''
  path = `/${path}`.replace(/\/{2,}/g, '/')
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

function stripLocalePrefix(path: string, prefixes: readonly string[]): string {
  for (const prefix of prefixes) {
    if (path === prefix) return '/'
    if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length)
  }
  return path
}

/** Pure: is `path` one of the manifest's prerendered pages? */
export function matchesPrerendered(manifest: BuildManifest, path: string): boolean {
  const clean = normalisePath(path)
  const { mode, localePrefixes } = manifest.matcher
  const key = mode === 'logical' ? stripLocalePrefix(clean, localePrefixes) : clean
  return manifest.prerendered.includes(key)
}

/** For the build script: a manifest with normalised, unique, sorted paths. */
export function createBuildManifest(input: { id: string; timestamp: number; prerendered: readonly string[]; matcher?: RouteMatcher }): BuildManifest {
  const prerendered = [...new Set(input.prerendered.map(normalisePath))].sort()
  return { id: input.id, timestamp: input.timestamp, matcher: input.matcher ?? DEFAULT_ROUTE_MATCHER, prerendered }
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string')

/** Untrusted JSON → manifest, or null when it is not one (a stale CDN, an HTML fallback page). */
export function parseManifest(value: unknown): BuildManifest | null {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  const m = v.matcher as Record<string, unknown> | null | undefined
  if (typeof v.id !== 'string' || typeof v.timestamp !== 'number' || !isStringArray(v.prerendered)) return null
  const matcher: RouteMatcher =
    m && (m.mode === 'exact' || m.mode === 'logical') && isStringArray(m.localePrefixes) ? { mode: m.mode, localePrefixes: m.localePrefixes } : DEFAULT_ROUTE_MATCHER
  return { id: v.id, timestamp: v.timestamp, matcher, prerendered: v.prerendered }
}
