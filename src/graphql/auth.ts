import { authExchange } from '@urql/exchange-auth'
import type { CombinedError, Exchange, Operation } from '@urql/core'
import type { GqlClientName } from '../runtime/constants'
import { graphql } from './graphql'
import type { TokenStore } from './token-store'
import { operationNameOf } from './operation-name'

export const StartVisitorSession = graphql(`
  mutation StartVisitorSession {
    startVisitorSession {
      token
      expiresAt
    }
  }
`)

export const isUnauthenticated = (error: CombinedError): boolean => error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')

type AuthOptions = {
  client: GqlClientName
  tokens: TokenStore
  /** Server rendering never starts sessions; the browser's public client does, on first need. */
  canStartVisitorSession: boolean
  /** The default client's session ended (expired, revoked): the app sends the ambassador to sign-in. */
  onSignedOut?: () => void
}

/**
 * Adds `Authorization: Bearer <token>` from the client's token store. The
 * public client obtains a visitor token (startVisitorSession) the first time
 * one is needed and again when the API says it expired; an UNAUTHENTICATED
 * answer to the default client clears its cookie and signs the ambassador out.
 */
export function tokenAuthExchange({ client, tokens, canStartVisitorSession, onSignedOut }: AuthOptions): Exchange {
  // authExchange awaits its setup; ours has nothing to wait for.
  return authExchange((utils) => {
    const startSession = async () => {
      const result = await utils.mutate(StartVisitorSession, {})
      const token = result.data?.startVisitorSession.token
      if (token) tokens.set(token)
    }
    return Promise.resolve({
      addAuthToOperation(operation: Operation) {
        const token = tokens.get()
        return token ? utils.appendHeaders(operation, { Authorization: `Bearer ${token}` }) : operation
      },
      willAuthError(operation: Operation) {
        if (client !== 'public' || !canStartVisitorSession || tokens.get()) return false
        // The session mutation itself goes out without a token.
        return !(operation.kind === 'mutation' && operationNameOf(operation.query) === 'StartVisitorSession')
      },
      didAuthError: isUnauthenticated,
      async refreshAuth() {
        if (client === 'public') {
          tokens.clear()
          if (canStartVisitorSession) await startSession()
          return
        }
        tokens.clear()
        onSignedOut?.()
      },
    })
  })
}
