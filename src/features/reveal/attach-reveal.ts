import { REVEAL } from '../../runtime/constants'
import { canAnimate, REDUCED_MOTION_QUERY, revealObserverOptions, revealTransition, startsHidden, type RevealSettings } from './reveal-options'

/** `data-reveal` on the element: `hidden` (waiting below the fold) → `shown`. CSS does the rest (reveal.css). */
export const REVEAL_ATTRIBUTE = 'data-reveal'

type RevealWindow = Pick<Window, 'innerHeight'> & {
  matchMedia?: Window['matchMedia']
  IntersectionObserver?: typeof IntersectionObserver
}

/**
 * Reveals `element` when it scrolls into view. Runs only in the browser after
 * hydration, so the prerendered and no-JS page is never invisible; elements
 * already on screen, and every element under reduced motion, are left alone.
 * Where the element is comes from the observer's first report, not from
 * getBoundingClientRect(): reading layout in an effect right after hydration
 * forced a full layout inside React's task (~8 ms per page on /community).
 * Returns the cleanup.
 */
export function attachReveal(element: HTMLElement, settings: RevealSettings = REVEAL, win: RevealWindow = window): () => void {
  if (!canAnimate(win) || !win.IntersectionObserver) return () => {}

  const show = () => element.setAttribute(REVEAL_ATTRIBUTE, 'shown')
  let placed = false
  const observer = new win.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!placed) {
        placed = true
        if (!startsHidden(entry.boundingClientRect.top, win.innerHeight, settings)) {
          observer.disconnect()
          return
        }
        element.style.transition = revealTransition(settings)
        element.setAttribute(REVEAL_ATTRIBUTE, 'hidden')
      }
      if (entry.isIntersecting) {
        show()
        if (settings.once) observer.disconnect()
      } else if (!settings.once) {
        element.setAttribute(REVEAL_ATTRIBUTE, 'hidden')
      }
    }
  }, revealObserverOptions(settings))
  observer.observe(element)

  // Turning reduced motion on later shows everything at once.
  const motion = win.matchMedia?.(REDUCED_MOTION_QUERY)
  const onMotionChange = (event: MediaQueryListEvent) => {
    if (!event.matches) return
    element.style.transition = 'none'
    show()
    observer.disconnect()
  }
  motion?.addEventListener?.('change', onMotionChange)

  return () => {
    observer.disconnect()
    motion?.removeEventListener?.('change', onMotionChange)
    element.removeAttribute(REVEAL_ATTRIBUTE)
    element.style.transition = ''
  }
}
