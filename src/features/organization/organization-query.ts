import type { Client } from '@urql/core'
import type { Locale } from '../../contract/locale'
import { graphql, type ResultOf } from '../../graphql/graphql'

/** What every page needs of the organization: header, title, colour, maps key, embed origins, whether anyone can answer yet. */
export const OrganizationQuery = graphql(`
  query Organization($locale: Locale!) {
    organization {
      slug
      name(locale: $locale)
      tagline(locale: $locale)
      logoUrl
      primaryColor
      locales
      mapsApiKey
      allowedEmbedOrigins
      openForVisitors
    }
  }
`)

export type Organization = ResultOf<typeof OrganizationQuery>['organization']

/** `network-only` for a read that must be current (the frame's allowed origins, after hydration). */
export async function loadOrganization(client: Client, locale: Locale, requestPolicy: 'cache-first' | 'network-only' = 'cache-first'): Promise<Organization> {
  const result = await client.query(OrganizationQuery, { locale }, { requestPolicy }).toPromise()
  if (!result.data) throw result.error ?? new Error('The API returned no organization')
  return result.data.organization
}
