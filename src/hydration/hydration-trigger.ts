/** What starts a deferred part's hydration, whichever comes first. */
export type HydrationTriggerWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'addEventListener' | 'removeEventListener'>
  IntersectionObserver?: typeof IntersectionObserver
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}

/** Start when the part is this close to the screen (a share of the viewport's height). */
export const NEAR_SCREEN_MARGIN = '50% 0px'
/** …or when the browser is idle after the page's own hydration, at the latest after this long. */
export const IDLE_TIMEOUT_MS = 2_000
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const

export type HydrationTrigger = {
  /** Resolves once the part should hydrate. */
  readonly started: Promise<void>
  /** Clicks the buttons a visitor pressed before the part was hydrated (React drops those clicks). */
  readonly replayClicks: () => void
}

/**
 * Waits for the first of: `element` near the screen, a pointer or focus on
 * it, or an idle moment. A click on one of its buttons in the meantime is
 * kept and replayed after hydration: React stops a click on a part it has not
 * hydrated, and a button whose press did nothing would be a broken control.
 * Links need nothing: the browser follows them.
 */
export function waitForHydrationTrigger(element: Element, win: HydrationTriggerWindow = window): HydrationTrigger {
  const { document } = win
  let pressed: HTMLElement | null = null
  let start!: () => void
  const started = new Promise<void>((resolve) => (start = resolve))

  // Capture on the document runs before React's listener on its root.
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && element.contains(button)) pressed = button
  }
  const onInteraction = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) start()
  }
  document.addEventListener('click', onClick, true)
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true })

  const observer = win.IntersectionObserver
    ? new win.IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: NEAR_SCREEN_MARGIN })
    : null
  observer?.observe(element)
  const idle = win.requestIdleCallback ? win.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : win.setTimeout(start, IDLE_TIMEOUT_MS / 10)

  void started.then(() => {
    observer?.disconnect()
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, { capture: true })
    if (win.cancelIdleCallback) win.cancelIdleCallback(idle)
    else win.clearTimeout(idle)
  })

  return {
    started,
    replayClicks() {
      document.removeEventListener('click', onClick, true)
      const button = pressed
      pressed = null
      if (button?.isConnected) button.click()
    },
  }
}
