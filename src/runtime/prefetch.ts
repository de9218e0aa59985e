import { isVerySlowConnection } from './connection'
import { whenIdle } from './when-idle'

/**
 * Link prefetch (seed §7: payloads are fetched "on link prefetch"): hover,
 * focus, touch and links scrolled into view hand the link's path to a
 * callback (the lead's: Vike `prefetch()` for the chunk + `prefetchPayload`).
 * Vike's own hover prefetch loads chunks only and fires no hook, hence this.
 */
/**
 * Why a link is prefetched: `intent` (hover, focus, touch: a click may follow
 * within ~100 ms) or `viewport` (the link scrolled into view: maybe later, or
 * never). The callback decides what each is worth fetching.
 */
export type PrefetchReason = 'intent' | 'viewport'

export interface LinkPrefetchOptions {
  /** Called at most once per path and reason per install (never for `viewport` after `intent`); a returned promise's rejection is swallowed. */
  onPrefetch: (path: string, reason: PrefetchReason) => unknown
  /** Where to listen and look for links (default `document`). */
  root?: Document | Element
  /** Also prefetch links as they enter the viewport (default true). */
  viewport?: boolean
  /** Runs a viewport prefetch when the page is idle (default requestIdleCallback, or a 50 ms timer). */
  whenIdle?: (run: () => void) => void
}

const idleCallback = (run: () => void): void => void whenIdle(run)

const LINK = 'a[href]'

/** The same-origin path a link would navigate to, or null when prefetching it makes no sense. */
export function prefetchablePath(anchor: HTMLAnchorElement, here: Location = window.location): string | null {
  const target = anchor.getAttribute('target')
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null
  if (anchor.relList.contains('external') || anchor.getAttribute('href')?.startsWith('#')) return null
  const url = new URL(anchor.href, here.href)
  if (url.origin !== here.origin) return null
  // Same page (hash or query change): nothing new to load.
  if (url.pathname === here.pathname) return null
  return url.pathname
}

export function installLinkPrefetch({ onPrefetch, root, viewport = true, whenIdle = idleCallback }: LinkPrefetchOptions): () => void {
  if (typeof document === 'undefined') return () => {}
  const scope = root ?? document
  const done = new Set<string>()
  let disposed = false
  const prefetch = (anchor: Element, reason: PrefetchReason): Promise<void> => {
    if (disposed || !(anchor instanceof HTMLAnchorElement) || isVerySlowConnection()) return Promise.resolve()
    // Offline, a prefetch can only fail, and Vike answers a failed prefetch by
    // turning client routing off: the next in-page navigation would be a full
    // load, offline. Not marked done: hovering the link later tries again.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve()
    const path = prefetchablePath(anchor)
    if (path === null || done.has(`intent:${path}`) || done.has(`${reason}:${path}`)) return Promise.resolve()
    done.add(`${reason}:${path}`)
    // A failed prefetch must never surface (it would look like a chunk error).
    return Promise.resolve()
      .then(() => onPrefetch(path, reason))
      .then(
        () => {},
        () => {},
      )
  }

  // Links in view are prefetched one at a time, each in an idle moment: all
  // at once right after hydration, their page modules evaluated in one long
  // task (Lighthouse TBT). Hover, focus and touch say "now" and skip the queue.
  const queue: Element[] = []
  let draining = false
  const drain = (): void => {
    const next = queue.shift()
    if (!next || disposed) {
      draining = false
      return
    }
    whenIdle(() => void prefetch(next, 'viewport').then(drain))
  }
  const enqueue = (anchor: Element): void => {
    queue.push(anchor)
    if (draining) return
    draining = true
    drain()
  }

  const onEvent = (event: Event): void => {
    const link = event.target instanceof Element ? event.target.closest(LINK) : null
    if (link) void prefetch(link, 'intent')
  }
  const events = ['mouseover', 'focusin', 'touchstart'] as const
  for (const type of events) scope.addEventListener(type, onEvent, { passive: true, capture: true })

  let intersection: IntersectionObserver | undefined
  let mutation: MutationObserver | undefined
  if (viewport && typeof IntersectionObserver !== 'undefined') {
    const io = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        io.unobserve(entry.target)
        enqueue(entry.target)
      }
    })
    const observeIn = (node: Node): void => {
      if (!(node instanceof Element)) return
      if (node.matches(LINK)) io.observe(node)
      node.querySelectorAll(LINK).forEach((link) => io.observe(link))
    }
    observeIn('documentElement' in scope ? scope.documentElement : scope)
    // Links rendered later (client navigation, "load more") are observed too.
    if (typeof MutationObserver !== 'undefined') {
      mutation = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(observeIn)))
      mutation.observe(scope, { childList: true, subtree: true })
    }
    intersection = io
  }

  return () => {
    disposed = true
    queue.length = 0
    for (const type of events) scope.removeEventListener(type, onEvent, { capture: true })
    intersection?.disconnect()
    mutation?.disconnect()
  }
}
