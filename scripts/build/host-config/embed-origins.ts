/**
 * The organization's embed origins as the API gives them while the build
 * runs, for the static hosts' `frame-ancestors` on /iframe. Asked with the
 * front end's own Organization query, so an API that runs only trusted
 * documents (decision 018) answers it too.
 */
import { print } from 'graphql'
import { GRAPHQL_PATH, ORGANIZATION_HEADER } from '../../../src/contract/graphql-endpoint'
import { OrganizationQuery } from '../../../src/features/organization/organization-query'

export async function fetchEmbedOrigins(apiUrl: string, organizationSlug: string | undefined): Promise<string[]> {
  const response = await fetch(new URL(GRAPHQL_PATH, apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(organizationSlug ? { [ORGANIZATION_HEADER]: organizationSlug } : {}) },
    body: JSON.stringify({ operationName: 'Organization', query: print(OrganizationQuery), variables: { locale: 'en' } }),
  })
  const body = (await response.json()) as { data?: { organization?: { allowedEmbedOrigins?: string[] } }; errors?: { message: string }[] }
  const origins = body.data?.organization?.allowedEmbedOrigins
  if (!response.ok || origins === undefined) throw new Error(`The API gave no embed origins (HTTP ${response.status}${body.errors?.[0] ? `: ${body.errors[0].message}` : ''})`)
  return origins
}
