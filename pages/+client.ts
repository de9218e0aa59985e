// Client start-up (runs once, before hydration): the seed's runtime
// behaviours that live outside React.
import { reportFatalError } from '../renderer/fatal-error'
import { installChunkErrorHandler } from '../src/runtime/chunk-reload'
import { setLifecycle } from '../src/runtime/lifecycle'
import { scheduleEagerManifestFetch } from '../src/runtime/manifest'
import { startUpdateCheck } from '../src/runtime/update-check'

try {
  setLifecycle('hydrating')
  installChunkErrorHandler({ onBlocked: (error) => reportFatalError(error) })
  scheduleEagerManifestFetch()
  startUpdateCheck()
} catch (error) {
  // Seed §8: startup errors are logged; the page stays usable as static HTML.
  console.error('Startup error', error)
}
