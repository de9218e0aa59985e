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

const same = (a: DeviceFlags, b: DeviceFlags): boolean =>
  a.isMobile === b.isMobile && a.isTablet === b.isTablet && a.isDesktop === b.isDesktop

let snapshot: DeviceFlags | undefined
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setTimeout> | undefined

const measure = (): DeviceFlags => (typeof window === 'undefined' ? DESKTOP : deviceFromWidth(window.innerWidth))

function onResize(): void {
  clearTimeout(timer)
  timer = setTimeout(() => {
    const next = measure()
    // Same flags → same object, so useSyncExternalStore skips the re-render.
    if (snapshot && same(snapshot, next)) return
    snapshot = next
    listeners.forEach((listener) => listener())
  }, DEVICE_RESIZE_DEBOUNCE_MS)
}

/** Current flags (stable object while they do not change). */
export function getDevice(): DeviceFlags {
  return (snapshot ??= measure())
}

/** The resize listener exists only while someone subscribes. */
export function subscribeDevice(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    snapshot = measure() // may have changed while nobody listened
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
