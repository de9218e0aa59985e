import { useSyncExternalStore } from 'react'
import { getSessionStore, type SessionStatus } from './session-store'

const subscribeNothing = (): (() => void) => () => {}

/**
 * The session status after hydration; `null` while rendering on the server
 * and hydrating (the token is a browser cookie: the prerendered shell cannot
 * know it, so it shows neither the sign-in nor the area).
 */
export function useSessionStatus(): SessionStatus | null {
  const store = typeof window === 'undefined' ? null : getSessionStore()
  return useSyncExternalStore(
    store ? store.subscribe : subscribeNothing,
    () => (store ? store.getStatus() : null),
    () => null,
  )
}
