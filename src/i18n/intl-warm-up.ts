/**
 * The first Intl formatter a page creates pays ICU's one-time start-up:
 * 12–19 ms on this machine, whichever formatter it is; the ones after it
 * cost about 1 ms. Left to hydration, that start-up lands inside its longest
 * task (the home page's key figures); paid in a task of its own, queued
 * before hydration starts, it never adds to another task. A throwaway
 * formatter, not intl-cache's: that module stays with the features that
 * format, off the first load.
 */
export function warmUpIntl(locale: string, schedule: (run: () => void) => void = (run) => setTimeout(run, 0)): void {
  schedule(() => {
    try {
      new Intl.NumberFormat(locale).format(0)
    } catch {
      // An unknown locale tag: the formatters will say so where they are used.
    }
  })
}
