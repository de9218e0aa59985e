import { useSyncExternalStore } from 'react'

const subscribe = (): (() => void) => () => {}

/**
 * False while rendering on the server and during hydration, true after: lets a
 * control stay a plain HTML control until React owns it (the submit button
 * waits for it; the inputs do not need to).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
