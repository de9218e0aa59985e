import { REVEAL } from '../../runtime/constants'

/**
 * Scroll-reveal (seed §9): offset 120 px, delay 0, duration 400 ms, easing
 * `ease`, once — mapped onto IntersectionObserver and CSS transitions.
 */
export type RevealSettings = { readonly offset: number; readonly delay: number; readonly duration: number; readonly easing: string; readonly once: boolean }

/** The offset is how far into the viewport an element must come: a negative bottom root margin. */
export function revealObserverOptions(settings: RevealSettings = REVEAL): IntersectionObserverInit {
  return { rootMargin: `0px 0px -${settings.offset}px 0px`, threshold: 0 }
}

/** The transition that shows an element: opacity and a short rise, with the seed's timing. */
export function revealTransition(settings: RevealSettings = REVEAL): string {
  const timing = `${settings.duration}ms ${settings.easing} ${settings.delay}ms`
  return `opacity ${timing}, transform ${timing}`
}

/**
 * Hide only what the visitor cannot see yet: an element whose top is already
 * inside the revealed area (viewport minus the offset) stays as the HTML drew it.
 */
export function startsHidden(elementTop: number, viewportHeight: number, settings: RevealSettings = REVEAL): boolean {
  return elementTop >= viewportHeight - settings.offset
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/** No animation at all when the visitor asks for reduced motion, or without IntersectionObserver. */
export function canAnimate(env: { matchMedia?: (query: string) => { matches: boolean }; IntersectionObserver?: unknown }): boolean {
  if (typeof env.IntersectionObserver !== 'function') return false
  return !(env.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false)
}
