import { prefetch } from 'vike/client/router'
import { markHydrated } from '../src/graphql/force-fetch'
import { prefetchPayload } from '../src/runtime/payload'
import { installLinkPrefetch } from '../src/runtime/prefetch'
import { setLifecycle } from '../src/runtime/lifecycle'
import { track } from '../src/features/analytics/track'

// loading → hydrating → interactive; opens the 100 ms force-fetch window.
// Link prefetch starts only now: Vike's prefetch() must not race its own
// start-up (it asserts when called before hydration has set up its context).
export function onHydrationEnd() {
  markHydrated()
  setLifecycle('interactive')
  installLinkPrefetch({
    onPrefetch: (path) => {
      prefetchPayload(path)
      return prefetch(path)
    },
  })
  track('page_view')
}
