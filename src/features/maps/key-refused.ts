/**
 * Google calls `window.gm_authFailure()` when it refuses the key (wrong key,
 * referrer not allowed, billing off): the script loaded, but the map would
 * only show an error overlay. Subscribers switch to the "unavailable" state.
 */
type Listener = () => void

const listeners = new Set<Listener>()
let refused = false

declare global {
  interface Window {
    gm_authFailure?: () => void
  }
}

export function onMapsKeyRefused(listener: Listener): () => void {
  if (typeof window !== 'undefined' && !window.gm_authFailure) {
    window.gm_authFailure = () => {
      refused = true
      for (const notify of [...listeners]) notify()
    }
  }
  if (refused) listener()
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
