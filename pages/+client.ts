// Client start-up (runs once, before hydration): the seed's runtime
// behaviours that live outside React.
import { prefetch } from 'vike/client/router'
import { reportFatalError } from '../renderer/fatal-error'
import { installChunkErrorHandler } from '../src/runtime/chunk-reload'
import { getLifecycle, setLifecycle, subscribeLifecycle } from '../src/runtime/lifecycle'
import { scheduleEagerManifestFetch } from '../src/runtime/manifest'
import { prefetchPayload } from '../src/runtime/payload'
import { installLinkPrefetch } from '../src/runtime/prefetch'
import { startUpdateCheck } from '../src/runtime/update-check'

/** Vike's router must not be asked to prefetch before it has hydrated the page (its start-up asserts otherwise). */
function afterHydration(): Promise<void> {
  return new Promise((resolve) => {
    if (getLifecycle() === 'interactive') return resolve()
    const unsubscribe = subscribeLifecycle(() => {
      if (getLifecycle() !== 'interactive') return
      unsubscribe()
      resolve()
    })
  })
}

try {
  setLifecycle('hydrating')
  installChunkErrorHandler({ onBlocked: (error) => reportFatalError(error) })
  scheduleEagerManifestFetch()
  startUpdateCheck()
  installLinkPrefetch({
    onPrefetch: (path) => {
      prefetchPayload(path)
      return afterHydration().then(() => prefetch(path))
    },
  })
} catch (error) {
  // Seed §8: startup errors are logged; the page stays usable as static HTML.
  console.error('Startup error', error)
}
