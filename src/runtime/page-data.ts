import type { Client, SSRData } from '@urql/core'
import type { PageContext } from 'vike/types'
import type { Locale } from '../contract/locale'

/**
 * A data hook (`+data.shared.ts`) on the seed's prerender/payload flow. What
 * the data is, is the caller's business (renderer/page-data.ts adds the
 * organization every page shows); this module only moves it:
 * - Prerender (server): run the loader through a server client and return its
 *   result with the client's query results. Vike inlines them into the HTML,
 *   and scripts/build/prerender-outputs.ts writes the same object to
 *   `{path}/_payload.json`.
 * - Client navigation: load `{path}/_payload.json?{buildId}` (prefetched on
 *   hover) and render from it with no GraphQL request; when it is missing or
 *   fails (console warning), run the same loader live.
 * Either way the page reads through `usePageQuery`, answered from these
 * results. Loaders must not depend on the query string: prerendered pages have
 * none; query-dependent data is fetched by the page itself.
 */
export type DataLoader<Data extends object> = (context: { client: Client; locale: Locale }) => Promise<Data>

/** The GraphQL results the data was loaded with: the page's urql cache starts from them (renderer/GraphqlProvider.tsx). */
export type ServerResults = { urql: SSRData }

/**
 * The data hook for `load`. `whenLiveLoadFails` is what the page renders when
 * the payload is missing and the live load fails in the browser.
 */
export function definePrerenderedData<Data extends object>(load: DataLoader<Data>, whenLiveLoadFails: Data) {
  return async function data(pageContext: PageContext): Promise<Data & ServerResults> {
    const { locale } = pageContext
    if (import.meta.env.SSR) {
      // Server-only code: Vite drops this branch (and the import) from the client bundle.
      const { createServerGraphqlClient } = await import('../graphql/server-client')
      const { client, ssr } = createServerGraphqlClient(pageContext.headers?.cookie)
      const loaded = await load({ client, locale })
      return { ...loaded, urql: ssr.extractData() }
    }
    // Client navigation only (never the first render): the payload loader and
    // the GraphQL client stay out of the first-load bundle of every page.
    const [{ loadPayload }, { getBrowserClient, restoreServerResults }] = await Promise.all([import('./payload'), import('../graphql/browser-clients')])
    const path = new URL(pageContext.urlOriginal, window.location.href).pathname
    const payload = await loadPayload<Data & ServerResults>(path)
    if (payload && typeof payload === 'object' && 'urql' in payload) {
      restoreServerResults(payload.urql)
      return payload
    }
    try {
      return { ...(await load({ client: getBrowserClient('public').client, locale })), urql: {} }
    } catch (error) {
      // Never throw from a client data hook (Vike would show the error page):
      // the page renders and its own queries show a translated error with Retry.
      console.warn('Cannot load page data', error)
      return { ...whenLiveLoadFails, urql: {} }
    }
  }
}
