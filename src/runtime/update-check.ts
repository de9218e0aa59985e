import { getBuildId, latestBuildUrl } from './build-info'
import { APP_MANIFEST_UPDATE_EVENT, MANIFEST_POLL_INTERVAL_MS } from './constants'

/**
 * New-version detection (seed §7): poll `builds/latest.json` hourly; when it
 * names another build, fire `app:manifest-update` on `window` once per new id
 * and remember it, so the next navigation can be a full page load (the old
 * bundle's chunks may be gone from the CDN). Plain setInterval/Date.now so
 * Playwright's `page.clock` can drive it.
 */
export interface AppManifestUpdate {
  id: string
  timestamp: number
}

let pending = false
const announced = new Set<string>()

/** True once a newer build has been seen: make the next navigation a full page load. */
export function isUpdatePending(): boolean {
  return pending
}

/** One poll; exported so tests and a "check now" button can run it. Never throws. */
export async function checkForUpdate(): Promise<AppManifestUpdate | null> {
  try {
    const response = await fetch(`${latestBuildUrl()}?t=${Date.now()}`, { cache: 'no-store' })
    if (!response.ok) return null
    const body = (await response.json()) as Partial<AppManifestUpdate> | null
    if (typeof body?.id !== 'string' || body.id === getBuildId() || announced.has(body.id)) return null
    const update: AppManifestUpdate = { id: body.id, timestamp: Number(body.timestamp) }
    announced.add(update.id)
    pending = true
    window.dispatchEvent(new CustomEvent<AppManifestUpdate>(APP_MANIFEST_UPDATE_EVENT, { detail: update }))
    return update
  } catch {
    return null // offline or a bad deploy: try again next hour
  }
}

/** Starts the hourly poll (first check one interval after start); returns its disposer. */
export function startUpdateCheck(): () => void {
  if (typeof window === 'undefined') return () => {}
  const timer = setInterval(() => void checkForUpdate(), MANIFEST_POLL_INTERVAL_MS)
  return () => clearInterval(timer)
}

/** Subscribe to `app:manifest-update` (the "new version — reload" prompt); returns the unsubscriber. */
export function onAppManifestUpdate(callback: (update: AppManifestUpdate) => void): () => void {
  if (typeof window === 'undefined') return () => {}
  const listener = (event: Event): void => callback((event as CustomEvent<AppManifestUpdate>).detail)
  window.addEventListener(APP_MANIFEST_UPDATE_EVENT, listener)
  return () => window.removeEventListener(APP_MANIFEST_UPDATE_EVENT, listener)
}
