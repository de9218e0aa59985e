import { useSyncExternalStore } from 'react'
import { DESKTOP_MIN_WIDTH_PX, DEVICE_RESIZE_DEBOUNCE_MS, TABLET_MIN_WIDTH_PX } from './constants'

/**
 * Device flags (seed §9): mobile / tablet / desktop from the window width,
 * refreshed DEVICE_RESIZE_DEBOUNCE_MS after the LAST resize event (a drag
 * fires dozens; re-rendering on each would jank). The server and the
 * hydration render assume desktop, then the real value follows.
 */
export interface DeviceFlags {
  isMobile: boolean
  isTablet: boolean
  isDesktop: boolean
}

const DESKTOP: DeviceFlags = Object.freeze({ isMobile: false, isTablet: false, isDesktop: true })

export function deviceFromWidth(width: number): DeviceFlags {
  if (width >= DESKTOP_MIN_WIDTH_PX) return DESKTOP
  const isTablet = width >= TABLET_MIN_WIDTH_PX
  return { isMobile: !isTablet, isTablet, isDesktop: false }
}

const same = (a: DeviceFlags, b: DeviceFlags): boolean => a.isMobile === b.isMobile && a.isTablet === b.isTablet && a.isDesktop === b.isDesktop

let snapshot: DeviceFlags | undefined
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setTimeout> | undefined

const measure = (): DeviceFlags => (typeof window === 'undefined' ? DESKTOP : deviceFromWidth(window.innerWidth))

/** Re-reads the window; true when the flags changed. Same flags keep the same object, so useSyncExternalStore skips the re-render. */
function refresh(): boolean {
  const next = measure()
  if (snapshot && same(snapshot, next)) return false
  snapshot = next
  return true
}

function onResize(): void {
  clearTimeout(timer)
  timer = setTimeout(() => {
    if (refresh()) listeners.forEach((listener) => listener())
  }, DEVICE_RESIZE_DEBOUNCE_MS)
}

/** Current flags (stable object while they do not change). */
export function getDevice(): DeviceFlags {
  // Nobody listens to resizes, so the stored flags may be stale: a component's first render must see the window as it is.
  if (listeners.size === 0 || !snapshot) refresh()
  return snapshot ?? DESKTOP
}

/** The resize listener exists only while someone subscribes. */
export function subscribeDevice(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    refresh() // may have changed while nobody listened
    window.addEventListener('resize', onResize, { passive: true })
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0 || typeof window === 'undefined') return
    window.removeEventListener('resize', onResize)
    clearTimeout(timer)
  }
}

export function useDevice(): DeviceFlags {
  return useSyncExternalStore(subscribeDevice, getDevice, () => DESKTOP)
}
