import type { CombinedError } from '@urql/core'

/** The API's `extensions.code` of the first GraphQL error (FORBIDDEN, UNAUTHENTICATED…), or NETWORK. */
export function errorCodeOf(error: CombinedError): string {
  if (error.networkError) return 'NETWORK'
  const code = error.graphQLErrors.find((e) => typeof e.extensions?.code === 'string')?.extensions.code
  return typeof code === 'string' ? code : 'UNKNOWN'
}
