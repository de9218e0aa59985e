import type { Client } from '@urql/core'
import type { Locale } from '../../contract/locale'
import { loadOrganization, type Organization } from '../organization/organization-query'
import { embedAmbassadorsVariables, EmbedAmbassadorsQuery, type EmbedAmbassador } from './embed-operations'

/**
 * The frame's reads. Imported lazily (by the data hook at prerender, by the
 * page after hydration), so the GraphQL client stays off /iframe's first load
 * (decision 128): the default ambassadors and the organization come
 * prerendered as plain data, like the home page's.
 */
export async function loadEmbedAmbassadors(
  client: Client,
  locale: Locale,
  ids: readonly string[] | null,
  requestPolicy: 'cache-first' | 'network-only' = 'cache-first',
): Promise<readonly EmbedAmbassador[]> {
  const result = await client.query(EmbedAmbassadorsQuery, embedAmbassadorsVariables(locale, ids), { requestPolicy }).toPromise()
  if (!result.data) throw result.error ?? new Error('The API returned no ambassadors')
  return result.data.ambassadors.nodes
}

const publicClient = async (): Promise<Client> => (await import('../../graphql/browser-clients')).getBrowserClient('public').client

/** `?ambassadors=` lists, read in the browser (the prerendered page has no query string); the default list when its prerendered copy failed. */
export async function loadEmbedAmbassadorsLive(locale: Locale, ids: readonly string[] | null): Promise<readonly EmbedAmbassador[]> {
  return loadEmbedAmbassadors(await publicClient(), locale, ids, 'network-only')
}

/** The organization read again after hydration: its allowed embed origins may have changed since the build. */
export async function loadOrganizationLive(locale: Locale): Promise<Organization> {
  return loadOrganization(await publicClient(), locale, 'network-only')
}
