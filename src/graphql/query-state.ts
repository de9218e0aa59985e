import { asyncDataReducer, createAsyncDataState, type AsyncDataAction, type AsyncDataState } from '../runtime/async-data'

/** What urql reports about a query, as far as its fetch state goes. */
export interface QueryResultLike<Data> {
  readonly fetching: boolean
  /** A cached answer whose network refresh is still on its way (cache-and-network). */
  readonly stale: boolean
  readonly data?: Data
  readonly error?: unknown
}

/** A query's fetch state: async-data's, whose default data is "no result". */
export type QueryFetchState<Data> = AsyncDataState<Data | undefined>

export const initialQueryState = <Data>(): QueryFetchState<Data> => createAsyncDataState<Data | undefined>(undefined)

/**
 * Feeds one urql result through async-data's reducer, so every query obeys
 * the seed's rules (SPEC §5): idle → pending → success | error; a refresh
 * keeps the current data while pending; a failed one sets `error` and resets
 * the data to its default instead of leaving the last answer on screen.
 * urql already drops superseded operations, so each result answers the
 * request the state is waiting for.
 */
export function nextQueryState<Data>(state: QueryFetchState<Data>, result: QueryResultLike<Data>): QueryFetchState<Data> {
  type Action = AsyncDataAction<Data | undefined>
  const reduce = (current: QueryFetchState<Data>, action: Action) => asyncDataReducer(current, action)
  const started = (current: QueryFetchState<Data>) => (current.status === 'pending' ? current : reduce(current, { type: 'start', requestId: current.requestId + 1 }))
  let next = state
  if (!result.fetching && result.error !== undefined) {
    next = started(next)
    next = reduce(next, { type: 'failure', requestId: next.requestId, error: result.error, defaultData: undefined })
  } else if (!result.fetching && result.data !== undefined) {
    next = started(next)
    next = reduce(next, { type: 'success', requestId: next.requestId, data: result.data })
  }
  // Still on its way (first load, new variables, Retry) or a stale answer being refreshed.
  if (result.fetching || (result.stale && result.error === undefined)) next = started(next)
  return next
}
