import { stringifyDocument } from '@urql/core'
import type { TypedDocumentNode } from '@urql/core'
import { ORGANIZATION_HEADER, UPLOAD_CSRF_HEADER } from '../contract/graphql-endpoint'
import type { GqlClientName } from '../runtime/constants'
import { getBrowserClient } from './browser-clients'
import { graphqlEndpoint, organizationSlug } from './endpoint'
import { operationNameOf } from './operation-name'

export interface MultipartResult<Data> {
  readonly data: Data | null
  /** The first GraphQL error's code (UNAUTHENTICATED, RATE_LIMITED…), or null. */
  readonly errorCode: string | null
}

/**
 * Sends one file with the GraphQL multipart request spec, which urql's fetch
 * exchange does not speak: the same endpoint, organization and bearer token
 * as the named browser client, plus the header that makes the browser ask
 * the API first (server/http/multipart.ts). Throws on network failure, like
 * fetch. Results do not pass through the client's cache: refetch what shows
 * the change.
 */
export async function sendMultipart<Data, Variables extends Record<string, unknown>>(
  clientName: GqlClientName,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  file: { readonly variable: keyof Variables & string; readonly value: File },
): Promise<MultipartResult<Data>> {
  const form = new FormData()
  const operation = { query: stringifyDocument(document), operationName: operationNameOf(document), variables: { ...variables, [file.variable]: null } }
  form.set('operations', JSON.stringify(operation))
  form.set('map', JSON.stringify({ 0: [`variables.${file.variable}`] }))
  form.set('0', file.value, file.value.name)
  const headers: Record<string, string> = { [UPLOAD_CSRF_HEADER]: '1' }
  const slug = organizationSlug()
  if (slug) headers[ORGANIZATION_HEADER] = slug
  const token = getBrowserClient(clientName).tokens.get()
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(graphqlEndpoint(), { method: 'POST', credentials: 'omit', headers, body: form })
  let json: { data?: Data | null; errors?: { extensions?: { code?: unknown } }[] }
  try {
    json = (await response.json()) as typeof json
  } catch {
    return { data: null, errorCode: `HTTP_${response.status}` }
  }
  const code = json.errors?.[0]?.extensions?.code
  return { data: json.data ?? null, errorCode: json.errors?.length ? (typeof code === 'string' ? code : 'UNKNOWN') : null }
}
