/**
 * The staff console's GraphQL client: the `default` client's configuration
 * (same endpoint, exchanges and error hook) with its own cache and its own
 * token cookie, `gql:staff.token`, not `gql:default.token`. So signing in to
 * /staff does not sign the same browser's ambassador out of /ambassadors (or
 * the other way round), each area's sign-out ends only its own session, and
 * an expired staff session never shows the ambassador area as expired. The
 * API reads only the Authorization header, so the cookie's name is the
 * browser's business alone. Lives here, not in src/graphql, so that no public
 * page's bundle carries anything of the console.
 */
import { createGraphqlClient, type GraphqlClient } from '../../../graphql/create-client'
import { createNamedTokenStore, type TokenStore } from '../../../graphql/token-store'

export const STAFF_TOKEN_COOKIE = 'gql:staff.token'

let staffClient: (GraphqlClient & { tokens: TokenStore }) | undefined
const signedOutListeners = new Set<() => void>()

export function getStaffBrowserClient(): GraphqlClient & { tokens: TokenStore } {
  if (!staffClient) {
    const tokens = createNamedTokenStore(STAFF_TOKEN_COOKIE)
    const onSignedOut = (): void => signedOutListeners.forEach((listener) => listener())
    staffClient = { ...createGraphqlClient({ name: 'default', tokens, isClient: true, onSignedOut }), tokens }
  }
  return staffClient
}

/** The staff session ended (UNAUTHENTICATED on the staff client). */
export function onStaffSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener)
  return () => signedOutListeners.delete(listener)
}
