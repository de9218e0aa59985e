import { createContext, useContext, useEffect, useRef } from 'react'

/**
 * A counter the signed-in area bumps on every live event and reconnection;
 * the lists under it (questions, meetings) read their page again when it
 * moves. Lists mounted later fetch fresh anyway (network-only).
 */
export const LiveVersionContext = createContext(0)

/** Calls `refresh` each time the live version moves after this list mounted. */
export function useRefreshOnLiveVersion(refresh: () => void): void {
  const version = useContext(LiveVersionContext)
  const seen = useRef(version)
  const latest = useRef(refresh)
  useEffect(() => {
    latest.current = refresh
  })
  useEffect(() => {
    if (version === seen.current) return
    seen.current = version
    latest.current()
  }, [version])
}
