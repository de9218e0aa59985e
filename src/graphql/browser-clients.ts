import type { SSRData } from '@urql/core'
import type { GqlClientName } from '../runtime/constants'
import { createGraphqlClient, type GraphqlClient } from './create-client'
import { createTokenStore, type TokenStore } from './token-store'

/**
 * The browser's two clients, created on first use: `public` for visitors and
 * `default` for ambassadors. Each keeps its own cache and token cookie.
 */
const clients = new Map<GqlClientName, GraphqlClient & { tokens: TokenStore }>()
const signedOutListeners = new Set<() => void>()

export function getBrowserClient(name: GqlClientName): GraphqlClient & { tokens: TokenStore } {
  let entry = clients.get(name)
  if (!entry) {
    const tokens = createTokenStore(name)
    entry = {
      ...createGraphqlClient({
        name,
        tokens,
        isClient: true,
        canStartVisitorSession: name === 'public',
        onSignedOut: () => signedOutListeners.forEach((listener) => listener()),
      }),
      tokens,
    }
    clients.set(name, entry)
  }
  return entry
}

/** The ambassador's session ended (UNAUTHENTICATED on the default client). */
export function onAmbassadorSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener)
  return () => signedOutListeners.delete(listener)
}

// Each server-rendered result set is replayed once: on hydration and on every
// client navigation that renders from a `_payload.json`.
const restored = new WeakSet<object>()

export function restoreServerResults(data: SSRData | undefined): void {
  if (!data || restored.has(data)) return
  restored.add(data)
  getBrowserClient('public').ssr.restoreData(data)
}
