import { PROGRESS_BAR } from './constants'

/**
 * A slim top progress bar for client navigations (issue 3 §7). Fast
 * navigations show nothing: the bar appears only after `showDelayMs`.
 * Indeterminate (no aria-valuenow): we cannot know how far a page load is.
 * Plain DOM so it works before and outside React; the caller passes the
 * translated aria-label. Reduced motion: a static bar, no animation.
 */
const ATTRIBUTE = 'data-navigation-progress'
let showTimer: ReturnType<typeof setTimeout> | undefined
let removeTimer: ReturnType<typeof setTimeout> | undefined
let bar: HTMLElement | undefined

const reducedMotion = (): boolean => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

function createBar(label: string): HTMLElement {
  const el = document.createElement('div')
  el.setAttribute(ATTRIBUTE, '')
  el.setAttribute('role', 'progressbar')
  el.setAttribute('aria-label', label)
  Object.assign(el.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    zIndex: String(PROGRESS_BAR.zIndex), // above everything, including the widget launcher
    height: `${PROGRESS_BAR.heightPx}px`,
    width: '0%',
    background: 'var(--brand, currentColor)',
    pointerEvents: 'none',
  })
  document.body.append(el)
  return el
}

function show(label: string): void {
  clearTimeout(removeTimer)
  bar ??= createBar(label)
  bar.setAttribute('aria-label', label)
  bar.removeAttribute('aria-hidden')
  bar.style.opacity = '1'
  if (reducedMotion()) {
    bar.style.transition = 'none'
    bar.style.width = `${PROGRESS_BAR.trickleToPercent}%`
    return
  }
  bar.style.transition = 'none'
  bar.style.width = '0%'
  void bar.offsetWidth // commit the 0% so the trickle below animates
  bar.style.transition = `width ${PROGRESS_BAR.trickleMs}ms ease-out`
  bar.style.width = `${PROGRESS_BAR.trickleToPercent}%`
}

/** Call when a client navigation starts (onPageTransitionStart). */
export function startNavigationProgress(label: string): void {
  if (typeof document === 'undefined') return
  clearTimeout(showTimer)
  showTimer = setTimeout(() => show(label), PROGRESS_BAR.showDelayMs)
}

/** Call when it ends (onPageTransitionEnd), also on error. */
export function doneNavigationProgress(): void {
  clearTimeout(showTimer)
  const el = bar
  if (!el) return
  const instant = reducedMotion()
  el.style.transition = instant ? 'none' : `width ${PROGRESS_BAR.finishMs}ms ease-out, opacity ${PROGRESS_BAR.finishMs}ms ease-in ${PROGRESS_BAR.finishMs}ms`
  el.style.width = '100%'
  el.style.opacity = '0'
  // Finished: out of the accessibility tree while it fades (a progressbar
  // outside every landmark, announcing nothing any more).
  el.setAttribute('aria-hidden', 'true')
  const remove = (): void => {
    el.remove()
    if (bar === el) bar = undefined
  }
  if (instant) remove()
  else removeTimer = setTimeout(remove, PROGRESS_BAR.finishMs * 2)
}
