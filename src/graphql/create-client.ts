import { Client, cacheExchange, fetchExchange, mapExchange, ssrExchange, type Exchange, type SSRExchange } from '@urql/core'
import { ORGANIZATION_HEADER } from '../contract/graphql-endpoint'
import type { GqlClientName } from '../runtime/constants'
import { tokenAuthExchange } from './auth'
import { graphqlEndpoint, organizationSlug } from './endpoint'
import { reportGraphqlError } from './error-hook'
import { networkRetryExchange } from './retry'
import type { TokenStore } from './token-store'

export type GraphqlClient = { client: Client; ssr: SSRExchange }

type Options = {
  name: GqlClientName
  tokens: TokenStore
  /** Browser clients replay server-rendered results; server clients collect them. */
  isClient: boolean
  canStartVisitorSession?: boolean
  onSignedOut?: () => void
  /** Exchanges that see each result before the ssrExchange collects it (the prerender's photo URLs). */
  beforeSsr?: readonly Exchange[]
}

/**
 * A GraphQL client of the app: POST `{API host}/gql/public` with operation
 * name, variables and query; Bearer token from the client's cookie; the
 * server-rendered results hand-off (ssrExchange); network retries; one error
 * hook. No client-awareness headers; no cookies but the sign-in mutations'
 * browser cookie (sign-in-credentials.ts, passed by those two calls).
 */
/** The organization this site is for, on every request (a site built for one organization). */
export function organizationHeaders(): Record<string, string> {
  const slug = organizationSlug()
  return slug ? { [ORGANIZATION_HEADER]: slug } : {}
}

export function createGraphqlClient({ name, tokens, isClient, canStartVisitorSession = false, onSignedOut, beforeSsr = [] }: Options): GraphqlClient {
  const ssr = ssrExchange({ isClient })
  const headers = organizationHeaders()
  // The error hook's Retry re-runs the operation on this very client.
  const client: Client = new Client({
    url: graphqlEndpoint(),
    preferGetMethod: false,
    requestPolicy: 'cache-first',
    fetchOptions: () => ({ credentials: 'omit', headers }),
    exchanges: [
      mapExchange({
        onError: (error, operation) => reportGraphqlError(name, error, operation, () => client.reexecuteOperation(operation)),
      }),
      cacheExchange,
      ssr,
      ...beforeSsr,
      tokenAuthExchange({ client: name, tokens, canStartVisitorSession, onSignedOut }),
      networkRetryExchange,
      fetchExchange,
    ],
  })
  return { client, ssr }
}
