import { useCallback, useState } from 'react'
import type { AnyVariables, CombinedError } from '@urql/core'
import type { UseQueryResponse } from 'urql'
import type { AsyncStatus } from '../runtime/async-data'
import { initialQueryState, nextQueryState, type QueryFetchState } from './query-state'

/** What every query hook of the app returns: async-data's fetch state and a Retry. */
export interface QueryState<Data> {
  /** The answer; `undefined` (the default) before one arrives and after a failed fetch — never stale data. */
  readonly data: Data | undefined
  readonly status: AsyncStatus
  readonly error: CombinedError | undefined
  /** Runs the query again against the network (the Retry button, a poll, a return to the tab). */
  readonly refresh: () => void
}

/**
 * urql's result mapped through async-data's reducer (`nextQueryState`).
 * The state advances during render, not in an effect, so the first render
 * (server and hydration alike) already shows the prerendered answer and a
 * failed refresh never paints its stale data for a frame.
 */
export function useQueryState<Data, Variables extends AnyVariables>([result, reexecute]: UseQueryResponse<Data, Variables>): QueryState<Data> {
  const [tracked, setTracked] = useState<{ result: typeof result; state: QueryFetchState<Data> }>(() => ({
    result,
    state: nextQueryState(initialQueryState<Data>(), result),
  }))
  let { state } = tracked
  if (tracked.result !== result) {
    // React's "state from the previous render" pattern: urql's result is a new object only when it changed.
    state = nextQueryState(tracked.state, result)
    setTracked({ result, state })
  }
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute])
  return { data: state.data, status: state.status, error: state.error as CombinedError | undefined, refresh }
}
