import { SCROLL_TO_HASH_WAIT_MS } from './constants'

/**
 * Vike already scrolls to the top, to `#hash` and restores positions on
 * back/forward (SPEC §5). What it cannot do: scroll to an anchor that renders
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
