import { markHydrated } from '../src/graphql/force-fetch'
import { setLifecycle } from '../src/runtime/lifecycle'

// loading → hydrating → interactive; opens the 100 ms force-fetch window and
// starts the rest of the client runtime, kept out of the first-load bundle.
// <html data-runtime="started"> tells when that runtime (update timer,
// prefetch, navigation hooks) is running, a moment after `interactive`.
export function onHydrationEnd() {
  markHydrated()
  setLifecycle('interactive')
  import('../src/runtime/start-client-runtime').then(
    ({ startClientRuntime }) => {
      startClientRuntime()
      document.documentElement.dataset.runtime = 'started'
    },
    (error: unknown) => console.error('Startup error', error),
  )
}
