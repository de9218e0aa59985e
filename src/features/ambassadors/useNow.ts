import { useSyncExternalStore } from 'react'

/**
 * The current time for "3 hours ago" labels, refreshed every minute, and
 * null while rendering on the server and hydrating: the prerendered HTML was
 * made at another time, so relative labels appear only once React owns the page.
 */
const TICK_MS = 60_000
let now = 0
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (!timer) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      listeners.forEach((notify) => notify())
    }, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

const getSnapshot = (): number => (now ||= Date.now())
const getServerSnapshot = (): null => null

export function useNow(): number | null {
  return useSyncExternalStore<number | null>(subscribe, getSnapshot, getServerSnapshot)
}
