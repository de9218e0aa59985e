import { buildMetaUrl } from './build-info'
import { isVerySlowConnection } from './connection'
import { MANIFEST_PREFETCH_DELAY_MS } from './constants'
import { matchesPrerendered, parseManifest, type BuildManifest } from './route-rules'

/**
 * The route-rules manifest client (seed §3, §7): which paths were
 * prerendered, so the app only asks for `_payload.json` where one exists.
 * The format lives in route-rules.ts; re-exported for callers' convenience.
 */
export * from './route-rules'

let request: Promise<BuildManifest | null> | undefined
let loaded: BuildManifest | undefined

async function fetchManifest(): Promise<BuildManifest | null> {
  try {
    const response = await fetch(buildMetaUrl())
    return response.ok ? parseManifest(await response.json()) : null
  } catch {
    return null
  }
}

/**
 * Fetches this build's manifest once; every caller shares the request. A
 * failure resolves to null (callers then treat no path as prerendered and
 * fetch live data) and forgets the request so a later call retries.
 */
export function loadManifest(): Promise<BuildManifest | null> {
  request ??= fetchManifest().then((manifest) => {
    if (manifest) loaded = manifest
    else request = undefined
    return manifest
  })
  return request
}

/** Seed §7: fetch the manifest about 1 s after `load`, unless the connection is very slow. */
export function scheduleEagerManifestFetch(): () => void {
  if (typeof window === 'undefined' || isVerySlowConnection()) return () => {}
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = (): void => {
    timer = setTimeout(() => void loadManifest(), MANIFEST_PREFETCH_DELAY_MS)
  }
  if (document.readyState === 'complete') arm()
  else window.addEventListener('load', arm, { once: true })
  return () => {
    window.removeEventListener('load', arm)
    clearTimeout(timer)
  }
}

export async function isPrerendered(path: string): Promise<boolean> {
  const manifest = await loadManifest()
  return manifest ? matchesPrerendered(manifest, path) : false
}

/** Synchronous answer once the manifest is in; `undefined` while it is not. */
export function isPrerenderedSync(path: string): boolean | undefined {
  return loaded ? matchesPrerendered(loaded, path) : undefined
}
