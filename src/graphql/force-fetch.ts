import { useEffect, useState } from 'react'
import { SSR_FORCE_FETCH_DELAY_MS } from '../runtime/constants'
import { interactiveSince } from '../runtime/lifecycle'

/**
 * The seed's server-render force-fetch delay: for 100 ms after hydration,
 * queries are answered from the server-rendered cache; then the normal
 * network policies apply. It opens when the page becomes interactive
 * (src/runtime/lifecycle.ts, set by pages/+onHydrationEnd.ts).
 *
 * Milliseconds left in the window (0 once it has passed; the full delay before hydration).
 */
export function forceFetchRemainingMs(now = Date.now()): number {
  const hydratedAt = interactiveSince()
  if (hydratedAt === null) return SSR_FORCE_FETCH_DELAY_MS
  return Math.max(0, hydratedAt + SSR_FORCE_FETCH_DELAY_MS - now)
}

/** True while queries must answer from the server-rendered cache only. */
export function useForceFetchWindow(): boolean {
  const [open, setOpen] = useState(() => typeof window === 'undefined' || forceFetchRemainingMs() > 0)
  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => setOpen(false), forceFetchRemainingMs() || SSR_FORCE_FETCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [open])
  return open
}
