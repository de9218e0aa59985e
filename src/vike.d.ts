import type { Locale } from './contract/locale'
import type { LayoutName } from '../layouts/registry'

// Our additions to Vike's pageContext and config (see pages/+config.ts `meta`).
declare global {
  namespace Vike {
    interface PageContext {
      /** Set by pages/+onBeforeRoute.ts (and onPrerenderStart for /fr copies). */
      locale: Locale
    }
    interface Config {
      /** Which layout wraps the page: 'default' unless a page names another. */
      layout?: LayoutName
      /** Named route middleware run by pages/+guard.ts, in order. */
      routeMiddleware?: string[]
    }
  }
}

export {}
