import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

// Global settings. Every route is prerendered (static hosting on a CDN); the
// French copies are added by +onPrerenderStart.ts.
export default {
  extends: [vikeReact],
  // keepDistServer: `npm run prerender` re-renders from the existing server bundle.
  prerender: { partial: false, keepDistServer: true },
  passToClient: ['locale'],
  // Custom settings of ours (typed in src/vike.d.ts).
  meta: {
    // Read by the root +title / +description, on the server and on client navigation.
    pageKey: { env: { server: true, client: true } },
    routeMiddleware: { env: { server: true, client: true } },
  },
  // Our ErrorBoundary shows the 500 page; React's StrictMode double effects
  // would double-fire analytics and fetches in development only.
  reactStrictMode: false,
} satisfies Config
