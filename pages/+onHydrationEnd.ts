import { markHydrated } from '../src/graphql/force-fetch'
import { setLifecycle } from '../src/runtime/lifecycle'

// loading → hydrating → interactive; opens the 100 ms force-fetch window and
// starts the rest of the client runtime, kept out of the first-load bundle.
export function onHydrationEnd() {
  markHydrated()
  setLifecycle('interactive')
  import('../src/runtime/start-client-runtime').then(
    ({ startClientRuntime }) => startClientRuntime(),
    (error: unknown) => console.error('Startup error', error),
  )
}
