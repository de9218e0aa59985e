import { useEffect, useRef } from 'react'

/** A focus and a visibilitychange this close together are one return to the tab. */
const RETURN_EVENTS_WINDOW_MS = 1000

/**
 * Calls `refresh` every `intervalMs` while the tab is visible, and at once
 * when the visitor comes back to it (focus or visibility): data that others
 * change (answers, booked slots) is fresh when looked at, and a hidden tab
 * makes no requests.
 */
export function useRefreshWhileVisible(refresh: () => void, intervalMs: number, enabled = true): void {
  const latest = useRef(refresh)
  useEffect(() => {
    latest.current = refresh
  })
  useEffect(() => {
    if (!enabled) return
    let lastReturn = 0
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') latest.current()
    }, intervalMs)
    const onReturn = (): void => {
      // Focus and visibilitychange often fire together: one refresh is enough.
      if (document.visibilityState !== 'visible' || Date.now() - lastReturn < RETURN_EVENTS_WINDOW_MS) return
      lastReturn = Date.now()
      latest.current()
    }
    document.addEventListener('visibilitychange', onReturn)
    window.addEventListener('focus', onReturn)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onReturn)
      window.removeEventListener('focus', onReturn)
    }
  }, [intervalMs, enabled])
}
