import { SCROLL_TO_HASH_WAIT_MS } from './constants'

/**
 * Vike already scrolls to the top, to `#hash` and restores positions on
 * back/forward (docs/spec.md §5). What it cannot do: scroll to an anchor that renders
 * after the navigation (data arriving late), it then keeps the old position.
 * This waits up to SCROLL_TO_HASH_WAIT_MS for the target. `scrollIntoView`
 * honours CSS `scroll-margin-top` (sticky header) and `scroll-behavior`.
 */
function findTarget(hash: string): Element | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  if (!raw) return null
  let id = raw
  try {
    id = decodeURIComponent(raw)
  } catch {
    // a malformed escape: use the hash as written
  }
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null
}

/** Resolves true once scrolled, false when no target appeared in time. */
export function scrollToHash(hash: string, waitMs: number = SCROLL_TO_HASH_WAIT_MS): Promise<boolean> {
  if (typeof document === 'undefined') return Promise.resolve(false)
  const scroll = (el: Element): true => {
    el.scrollIntoView({ block: 'start' })
    return true
  }
  if (!hash.replace(/^#/, '')) return Promise.resolve(false)
  const now = findTarget(hash)
  if (now) return Promise.resolve(scroll(now))
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const el = findTarget(hash)
      if (!el) return
      finish()
      resolve(scroll(el))
    })
    const timer = setTimeout(() => {
      finish()
      resolve(false)
    }, waitMs)
    const finish = (): void => {
      observer.disconnect()
      clearTimeout(timer)
    }
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['id', 'name'] })
  })
}

type VikeHistoryState = { vike?: { scrollPosition?: { x: number; y: number } | null } & Record<string, unknown> }

/**
 * Vike records the scroll position 300 ms after scrolling stops (throttled for
 * Safari), so a link tapped right after a flick would lose it and "back"
 * would land at the top. Record it at the moment a link is clicked, in Vike's
 * own history entry, before its router pushes the next one.
 */
export function saveScrollPositionOnLinkClick(): () => void {
  if (typeof window === 'undefined') return () => {}
  const save = (event: MouseEvent): void => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return
    const state = window.history.state as VikeHistoryState | null
    if (!state?.vike) return
    window.history.replaceState({ ...state, vike: { ...state.vike, scrollPosition: { x: window.scrollX, y: window.scrollY } } }, '')
  }
  document.addEventListener('click', save, { capture: true })
  return () => document.removeEventListener('click', save, { capture: true })
}
