import { getBuildId } from './build-info'
import { isVerySlowConnection } from './connection'
import { isPrerendered, normalisePath } from './manifest'

/**
 * `{path}/_payload.json` (seed §7): the data a prerendered page was rendered
 * with, so a client navigation renders it with no API request. `?{buildId}`
 * busts CDN and browser caches when a new build (or re-prerender) ships.
 */

/** `/community/?a#b` → `/community/_payload.json?{buildId}`; `/` → `/_payload.json?{buildId}`. */
export function payloadUrl(path: string, buildId: string = getBuildId()): string {
  const clean = normalisePath(path)
  return `${clean === '/' ? '' : clean}/_payload.json?${encodeURIComponent(buildId)}`
}

// One promise per URL: a hover prefetch and the click that follows share one request.
const cache = new Map<string, Promise<unknown>>()

async function fetchPayload(url: string): Promise<unknown> {
  try {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return (await response.json()) as unknown
  } catch {
    // Seed §8: "Payload fails to load → console warning; the app continues".
    console.warn('Cannot load payload', url)
    return null
  }
}

/**
 * The page's prerendered data, or null when the path is not prerendered or
 * the payload failed: the caller then fetches live data. Never throws (a
 * throwing Vike data hook would render the error page).
 */
export async function loadPayload<T>(path: string): Promise<T | null> {
  if (!(await isPrerendered(path))) return null
  const url = payloadUrl(path)
  let request = cache.get(url)
  if (!request) {
    request = fetchPayload(url)
    cache.set(url, request)
    // Forget failures so a later navigation can try again.
    void request.then((data) => {
      if (data === null) cache.delete(url)
    })
  }
  return (await request) as T | null
}

/** Link prefetch: warm the payload cache; skipped on very slow connections (seed §7). */
export function prefetchPayload(path: string): void {
  if (isVerySlowConnection()) return
  void loadPayload(path)
}
