import { markHydrated } from '../src/graphql/force-fetch'
import { setLifecycle } from '../src/runtime/lifecycle'

// loading → hydrating → interactive; opens the 100 ms force-fetch window.
export function onHydrationEnd() {
  markHydrated()
  setLifecycle('interactive')
}
