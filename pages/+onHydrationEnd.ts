import { setLifecycle } from '../src/runtime/lifecycle'
import { pageContentHydrated } from '../src/runtime/page-hydration'

// loading → hydrating → interactive; opens the 100 ms force-fetch window and
// starts the rest of the client runtime, kept out of the first-load bundle,
// with analytics counting a page view for each page it shows.
// <html data-runtime="started"> tells when that runtime (update timer,
// prefetch, navigation hooks) is running, a moment after `interactive`.
// Vike calls this once the layout has hydrated; the page inside it hydrates
// a moment later (renderer/PageSlot.tsx), and only then is the page interactive.
export function onHydrationEnd() {
  void pageContentHydrated.then(() => {
    setLifecycle('interactive')
    Promise.all([import('../src/runtime/start-client-runtime'), import('../src/features/analytics/track')]).then(
      ([{ startClientRuntime }, { track }]) => {
        startClientRuntime({ onPageShown: () => track('page_view') })
        document.documentElement.dataset.runtime = 'started'
      },
      (error: unknown) => console.error('Startup error', error),
    )
  })
}
