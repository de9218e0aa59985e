/**
 * The live client (issue 19, decision 091): urql's `subscriptionExchange`
 * over `graphql-sse` (GraphQL over SSE, one stream per subscription). Loaded
 * only by screens that subscribe — the thread page, the ambassadors area,
 * the staff console — through a dynamic import, never by `/`.
 *
 * Streams that break are reopened with backoff for as long as the screen
 * wants them (reconnectDelayMs); a silent one counts as broken after
 * LIVE_SILENCE_LIMIT_MS. Each (re)connection is reported to the screen,
 * which then refetches what it shows: events are ids, and whatever happened
 * while the stream was down is only in the data.
 */
import { Client, subscriptionExchange, type Operation } from '@urql/core'
import { createClient as createSseClient } from 'graphql-sse'
import { ORGANIZATION_HEADER } from '../../contract/graphql-endpoint'
import { LIVE_SILENCE_LIMIT_MS } from '../../contract/live'
import { graphqlEndpoint, organizationSlug } from '../endpoint'
import type { TokenStore } from '../token-store'
import { reconnectDelayMs } from './reconnect-delay'
import { fetchWithSilenceLimit } from './silence-limit'

/** How a screen hears about its stream's connection (graphql-sse's per-subscription events). */
export interface LiveConnectionListener {
  /** Opening the stream; `reconnecting` after it broke. */
  connecting: (reconnecting: boolean) => void
  /** The server accepted the stream: it is subscribed, so a refetch from now on misses nothing. */
  connected: (reconnected: boolean) => void
}

const LISTENER = 'liveConnection'

/** The operation context that carries a screen's listener to the transport. */
export const liveContext = (listener: LiveConnectionListener) => ({ [LISTENER]: listener, requestPolicy: 'network-only' as const })

const listenerOf = (operation: Operation): LiveConnectionListener | undefined => {
  const value: unknown = operation.context[LISTENER]
  return typeof value === 'object' && value !== null && 'connected' in value ? (value as LiveConnectionListener) : undefined
}

function createLiveClient(tokens: TokenStore): Client {
  const slug = organizationSlug()
  const sse = createSseClient({
    url: graphqlEndpoint(),
    credentials: 'omit',
    // Read on every (re)connection: a renewed token is picked up.
    headers: () => {
      const token = tokens.get()
      return { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(slug ? { [ORGANIZATION_HEADER]: slug } : {}) }
    },
    // A screen that subscribes wants its updates back however long the outage: it stops by unsubscribing.
    retryAttempts: Number.MAX_SAFE_INTEGER,
    retry: (attempt) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(attempt))),
    fetchFn: fetchWithSilenceLimit(LIVE_SILENCE_LIMIT_MS),
  })
  return new Client({
    url: graphqlEndpoint(),
    exchanges: [
      subscriptionExchange({
        forwardSubscription: (request, operation) => ({
          subscribe: (sink) => {
            const listener = listenerOf(operation)
            const unsubscribe = sse.subscribe(
              { query: request.query ?? '', variables: request.variables, operationName: request.operationName, extensions: request.extensions },
              sink,
              listener && { connecting: listener.connecting, connected: listener.connected },
            )
            return { unsubscribe }
          },
        }),
      }),
    ],
  })
}

const clients = new WeakMap<TokenStore, Client>()

/** One live client per token store (visitor, ambassador, staff): their streams carry that store's token. */
export function liveClientFor(tokens: TokenStore): Client {
  let client = clients.get(tokens)
  if (!client) {
    client = createLiveClient(tokens)
    clients.set(tokens, client)
  }
  return client
}
