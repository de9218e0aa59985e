import type { Client, SSRData } from '@urql/core'
import type { PageContext } from 'vike/types'
import type { Organization } from '../features/organization/organization-query'
import type { Locale } from '../contract/locale'

/**
 * A page's data hook (`+data.shared.ts`): the seed's prerender/payload flow
 * on Vike.
 * - Prerender (server): run the page's queries through a server client and
 *   return their results. Vike inlines them into the HTML, and
 *   scripts/build/prerender-outputs.ts writes the same object to
 *   `{path}/_payload.json`.
 * - Client navigation: load `{path}/_payload.json?{buildId}` (prefetched on
 *   hover) and render from it with no GraphQL request; when it is missing or
 *   fails (console warning), run the same queries live.
 * Either way the page reads through `usePageQuery`, answered from these
 * results. Loaders must not depend on the query string: prerendered pages have
 * none; query-dependent data is fetched by the page itself.
 */
export type PageData<Extra extends object = object> = Partial<Extra> & {
  /** Null only when a live load failed in the browser: the page shows its error state. */
  organization: Organization | null
  urql: SSRData
}
export type PageLoader<Extra extends object> = (context: { client: Client; locale: Locale }) => Promise<Extra>

const noExtra = async () => ({}) as never

async function loadAll<Extra extends object>(client: Client, locale: Locale, loader: PageLoader<Extra>) {
  const { loadOrganization } = await import('../features/organization/organization-query')
  const [organization, extra] = await Promise.all([loadOrganization(client, locale), loader({ client, locale })])
  return { ...extra, organization }
}

export function definePageData<Extra extends object = object>(loader: PageLoader<Extra> = noExtra) {
  return async function data(pageContext: PageContext): Promise<PageData<Extra>> {
    const { locale } = pageContext
    if (import.meta.env.SSR) {
      // Server-only code: Vite drops this branch (and the import) from the client bundle.
      const { createServerGraphqlClient } = await import('../graphql/server-client')
      const { client, ssr } = createServerGraphqlClient(pageContext.headers?.cookie)
      const loaded = await loadAll(client, locale, loader)
      return { ...loaded, urql: ssr.extractData() }
    }
    // Client navigation only (never the first render): the payload loader and
    // the GraphQL client stay out of the first-load bundle of every page.
    const [{ loadPayload }, { getBrowserClient, restoreServerResults }] = await Promise.all([
      import('./payload'),
      import('../graphql/browser-clients'),
    ])
    const path = new URL(pageContext.urlOriginal, window.location.href).pathname
    const payload = await loadPayload<PageData<Extra>>(path)
    if (payload && typeof payload === 'object' && 'urql' in payload) {
      restoreServerResults(payload.urql)
      return payload
    }
    try {
      return { ...(await loadAll(getBrowserClient('public').client, locale, loader)), urql: {} }
    } catch (error) {
      // Never throw from a client data hook (Vike would show the error page):
      // the page renders and its own queries show a translated error with Retry.
      console.warn('Cannot load page data', error)
      return { organization: null, urql: {} } as PageData<Extra>
    }
  }
}
