// Client start-up (runs once, before hydration). Only what must already work
// while the page hydrates lives here; the rest of the client runtime starts
// after hydration (+onHydrationEnd.ts), lazily.
import { reportFatalError } from '../renderer/fatal-error'
import { warmUpIntl } from '../src/i18n/intl-warm-up'
import { installChunkErrorHandler } from '../src/runtime/chunk-reload'
import { setLifecycle } from '../src/runtime/lifecycle'

try {
  setLifecycle('hydrating')
  // A page chunk that fails while this page hydrates (e.g. after a deploy) is
  // the reload guard's business too: installed before hydration.
  installChunkErrorHandler({ onBlocked: (error) => reportFatalError(error) })
  // ICU's start-up in its own task, not inside hydration's (Lighthouse TBT).
  warmUpIntl(document.documentElement.lang || 'en')
} catch (error) {
  // Seed §8: startup errors are logged; the page stays usable as static HTML.
  console.error('Startup error', error)
}
