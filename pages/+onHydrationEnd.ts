import { markHydrated } from '../src/graphql/force-fetch'
import { setLifecycle } from '../src/runtime/lifecycle'
import { track } from '../src/features/analytics/track'

// loading → hydrating → interactive; opens the 100 ms force-fetch window.
export function onHydrationEnd() {
  markHydrated()
  setLifecycle('interactive')
  track('page_view')
}
