// Client start-up (runs once, before hydration). Everything else of the
// client runtime starts after hydration (+onHydrationEnd.ts), lazily.
import { setLifecycle } from '../src/runtime/lifecycle'

try {
  setLifecycle('hydrating')
} catch (error) {
  // Seed §8: startup errors are logged; the page stays usable as static HTML.
  console.error('Startup error', error)
}
