import { useEffect, useRef, useState } from 'react'
import type { AnyVariables, TypedDocumentNode } from '@urql/core'
import type { TokenStore } from '../../graphql/token-store'

/**
 * Where a screen's live stream stands: `connecting` (first time),
 * `live`, `reconnecting` (it broke; retrying with backoff), `refused` (the
 * API said no: the same refusal the screen's query gets), `off` (not asked
 * for, or the live code could not load: the screen's own refreshes go on).
 */
export type LiveState = 'off' | 'connecting' | 'live' | 'reconnecting' | 'refused'

interface LiveOptions<Data> {
  /** Whose token the stream carries (the screen's client's store). */
  readonly tokens: TokenStore
  readonly enabled?: boolean
  /** An event arrived: refetch what it points at. */
  readonly onEvent: (data: Data) => void
  /** The stream is (again) subscribed: refetch everything shown — what happened meanwhile is only in the data. */
  readonly onConnected: () => void
}

/**
 * Subscribes a screen to one live operation while it is mounted (and
 * `enabled`), loading the live client on first use.
 */
export function useLiveUpdates<Data, Variables extends AnyVariables>(document: TypedDocumentNode<Data, Variables>, variables: Variables, options: LiveOptions<Data>): LiveState {
  const { tokens, enabled = true } = options
  // The state of the current stream only: a new stream (other variables) starts as `connecting`.
  const [reported, setReported] = useState<{ stream: string; state: LiveState } | null>(null)
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  // Value key: callers pass fresh variable objects on every render.
  const variablesKey = JSON.stringify(variables)
  useEffect(() => {
    if (!enabled) return
    let stopped = false
    let unsubscribe: (() => void) | undefined
    const setState = (state: LiveState): void => setReported({ stream: variablesKey, state })
    import('../../graphql/live/live-client')
      .then(({ liveClientFor, liveContext }) => {
        if (stopped) return
        const listener = {
          connecting: (reconnecting: boolean) => setState(reconnecting ? 'reconnecting' : 'connecting'),
          connected: () => {
            setState('live')
            latest.current.onConnected()
          },
        }
        const vars = JSON.parse(variablesKey) as Variables
        const subscription = liveClientFor(tokens)
          .subscription(document, vars, liveContext(listener))
          .subscribe((result) => {
            if (result.error) setState('refused')
            else if (result.data) latest.current.onEvent(result.data)
          })
        unsubscribe = () => subscription.unsubscribe()
      })
      // The live code did not load (offline at that moment, a new deployment): the screen keeps its own refreshes.
      .catch(() => setState('off'))
    return () => {
      stopped = true
      unsubscribe?.()
    }
  }, [document, variablesKey, tokens, enabled])
  if (!enabled) return 'off'
  return reported?.stream === variablesKey ? reported.state : 'connecting'
}
