import { useSyncExternalStore } from 'react'
import { getStaffSession, type SessionStatus } from './staff-session'

const subscribeNothing = (): (() => void) => () => {}

/** The staff session's status after hydration; null while rendering on the server and hydrating (the token is a browser cookie). */
export function useStaffSessionStatus(): SessionStatus | null {
  const store = typeof window === 'undefined' ? null : getStaffSession()
  return useSyncExternalStore(
    store ? store.subscribe : subscribeNothing,
    () => (store ? store.getStatus() : null),
    () => null,
  )
}
