import { markHydrated } from '../src/graphql/force-fetch'
import { setLifecycle } from '../src/runtime/lifecycle'
import { pageContentHydrated } from '../src/runtime/page-hydration'

// loading → hydrating → interactive; opens the 100 ms force-fetch window and
// starts the rest of the client runtime, kept out of the first-load bundle.
// <html data-runtime="started"> tells when that runtime (update timer,
// prefetch, navigation hooks) is running, a moment after `interactive`.
// Vike calls this once the layout has hydrated; the page inside it hydrates
// a moment later (pages/+Layout.tsx), and only then is the page interactive.
export function onHydrationEnd() {
  void pageContentHydrated.then(() => {
    markHydrated()
    setLifecycle('interactive')
    import('../src/runtime/start-client-runtime').then(
      ({ startClientRuntime }) => {
        startClientRuntime()
        document.documentElement.dataset.runtime = 'started'
      },
      (error: unknown) => console.error('Startup error', error),
    )
  })
}
