import { RELOAD_GUARD_STORAGE_KEY, RELOAD_GUARD_TTL_MS } from './constants'
import { getLifecycle } from './lifecycle'

/**
 * Chunk-failure recovery (seed §4, docs/spec.md §5): a chunk that fails to load during
 * navigation (usually: a new deploy removed the old hashed files) triggers a
 * full load of the target URL, at most once per RELOAD_GUARD_TTL_MS. The
 * guard lives in sessionStorage so it survives that reload; a second failure
 * inside the TTL is 'blocked' and the caller shows the 500 page: no loop.
 */
export type ReloadOutcome = 'reloading' | 'blocked'
interface GuardRecord {
  at: number
  url: string
}

// Fallback when sessionStorage throws (storage blocked, sandboxed iframe).
let memoryGuard: GuardRecord | undefined
let storageWorks = true
let reloading = false
let navigationTarget: string | null = null
let vikeWillLoadInFull = false

function readGuard(): GuardRecord | undefined {
  let raw: string | null
  try {
    raw = window.sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)
  } catch {
    storageWorks = false
    return memoryGuard
  }
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<GuardRecord> | null) : null
    return typeof parsed?.at === 'number' ? { at: parsed.at, url: String(parsed.url) } : memoryGuard
  } catch {
    return memoryGuard // a corrupt entry is no guard
  }
}

function writeGuard(record: GuardRecord): void {
  memoryGuard = record
  try {
    window.sessionStorage.setItem(RELOAD_GUARD_STORAGE_KEY, JSON.stringify(record))
  } catch {
    storageWorks = false
  }
}

/**
 * The lead calls this in onPageTransitionStart (`pageContext.urlOriginal`)
 * and onPageTransitionEnd (`null`): a chunk failing in between reloads there.
 */
export function setNavigationTarget(url: string | null): void {
  navigationTarget = url
}

export function reloadOnChunkError(targetUrl: string = navigationTarget ?? window.location.href): ReloadOutcome {
  // Several errors can report one failure (preloadError + rejection): reload once.
  if (reloading) return 'reloading'
  const guard = readGuard()
  if (guard && Date.now() - guard.at < RELOAD_GUARD_TTL_MS) return 'blocked'
  writeGuard({ at: Date.now(), url: targetUrl })
  // Without storage the guard dies with this document; reload only for a
  // client navigation (a user action), never for a failure during page load,
  // so a chunk that fails on every load cannot loop.
  if (!storageWorks && navigationTarget === null) return 'blocked'
  reloading = true
  window.location.assign(targetUrl)
  return 'reloading'
}

const DYNAMIC_IMPORT_FAILURES = [
  'Failed to fetch dynamically imported module', // Chromium
  'Importing a module script failed', // Safari
  'error loading dynamically imported module', // Firefox
  'Unable to preload CSS', // Vite's CSS preload helper
]

/** Does this rejection reason look like a failed dynamic import? */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : ''
  return DYNAMIC_IMPORT_FAILURES.some((needle) => message.includes(needle))
}

export interface ChunkErrorHandlerOptions {
  /** A second failure within the TTL: show the 500 page. */
  onBlocked: (error: unknown) => void
}

/** Client entry: reload on `vite:preloadError` and failed dynamic imports; returns a disposer. */
export function installChunkErrorHandler({ onBlocked }: ChunkErrorHandlerOptions): () => void {
  if (typeof window === 'undefined') return () => {}
  const handle = (event: Event, error: unknown): void => {
    // Stop Vite from rethrowing and the browser from logging: we own recovery now.
    event.preventDefault()
    if (reloadOnChunkError() === 'blocked') onBlocked(error)
  }
  const onPreloadError = (event: Event): void => {
    // Outside a navigation and after hydration (Vike's hover prefetch, a lazy
    // component) the importer copes on its own: reloading under a reading
    // user would be worse. Unhandled rejections below had no such owner.
    if (navigationTarget === null && getLifecycle() === 'interactive') {
      // Vike reacts to a failed prefetch by turning client routing off: the
      // next navigation is a full load it starts itself. Count that load as
      // the one reload (guard written on pagehide), so a chunk failing again
      // there shows the 500 page instead of reloading a second time.
      vikeWillLoadInFull = true
      return
    }
    handle(event, (event as Event & { payload?: unknown }).payload)
  }
  const onPageHide = (): void => {
    if (vikeWillLoadInFull && !reloading) writeGuard({ at: Date.now(), url: window.location.href })
  }
  const onRejection = (event: PromiseRejectionEvent): void => {
    if (isChunkLoadError(event.reason)) handle(event, event.reason)
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  window.addEventListener('unhandledrejection', onRejection)
  window.addEventListener('pagehide', onPageHide)
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError)
    window.removeEventListener('unhandledrejection', onRejection)
    window.removeEventListener('pagehide', onPageHide)
  }
}
