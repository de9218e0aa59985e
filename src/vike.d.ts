import type { Locale } from './contract/locale'
import type { TitledPage } from './routing/page-title'

// Our additions to Vike's pageContext and config (see pages/+config.ts `meta`).
declare global {
  namespace Vike {
    interface PageContext {
      /** Set by pages/+onBeforeRoute.ts (and onPrerenderStart for /fr copies). */
      locale: Locale
    }
    interface Config {
      /** Which page this is, for its title and description (pages/+title.ts, pages/+description.ts). */
      pageKey?: TitledPage
      /** Named route middleware run by pages/+guard.ts, in order. */
      routeMiddleware?: string[]
    }
  }
}

export {}
