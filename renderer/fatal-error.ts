import { useSyncExternalStore } from 'react'

/**
 * The app error state (seed §8: "Fatal or unhandled error → routed to the app
 * error state, shown as the 404 or 500 page") for errors raised outside React
 * rendering, e.g. a chunk that keeps failing to load.
 */
let fatal: { status: number } | null = null
const listeners = new Set<() => void>()

export function reportFatalError(error: unknown, status = 500): void {
  console.error('Fatal error', error)
  fatal = { status }
  listeners.forEach((listener) => listener())
}

export function useFatalError(): { status: number } | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => fatal,
    () => null,
  )
}
