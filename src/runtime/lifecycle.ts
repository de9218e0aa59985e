import { useSyncExternalStore } from 'react'

/**
 * Page lifecycle (seed §4): `loading` → `hydrating` → `interactive`, mirrored
 * on `<html data-lifecycle>` for browser tests and CSS, and readable from
 * React so controls can stay disabled until their handlers exist.
 * The lead sets `loading` in the HTML, `hydrating` before the hydration
 * render and `interactive` once hydration has finished.
 */
export const LIFECYCLE_STATES = ['loading', 'hydrating', 'interactive'] as const
export type Lifecycle = (typeof LIFECYCLE_STATES)[number]

const isLifecycle = (value: unknown): value is Lifecycle => LIFECYCLE_STATES.some((state) => state === value)

let current: Lifecycle | undefined
let interactiveAt: number | null = null
const listeners = new Set<() => void>()

/** The current state; before any `setLifecycle`, whatever the HTML says (default `loading`). */
export function getLifecycle(): Lifecycle {
  if (current) return current
  const fromHtml = typeof document === 'undefined' ? undefined : document.documentElement.dataset.lifecycle
  return isLifecycle(fromHtml) ? fromHtml : 'loading'
}

/**
 * Moves forward only: `+client.ts` (which says `hydrating`) and Vike's
 * routing entry load in parallel, so on a slow machine hydration can end
 * first; a late `hydrating` must not undo `interactive`.
 */
export function setLifecycle(state: Lifecycle): void {
  if (LIFECYCLE_STATES.indexOf(state) < LIFECYCLE_STATES.indexOf(getLifecycle())) return
  if (typeof document !== 'undefined') document.documentElement.dataset.lifecycle = state
  if (state === current) return
  current = state
  if (state === 'interactive') interactiveAt = Date.now()
  listeners.forEach((listener) => listener())
}

/** When this page became interactive (Date.now()), or null before (the GraphQL force-fetch window starts then). */
export const interactiveSince = (): number | null => interactiveAt

export function subscribeLifecycle(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The server and the hydration render see `loading`, matching the HTML; then the real state. */
export function useLifecycle(): Lifecycle {
  return useSyncExternalStore(subscribeLifecycle, getLifecycle, () => 'loading')
}

export function useIsInteractive(): boolean {
  return useLifecycle() === 'interactive'
}
