import type { AnyVariables, DocumentInput, OperationContext, RequestPolicy } from '@urql/core'
import { useQuery } from 'urql'
import { useQueryState, type QueryState } from './useQueryState'

type BrowserQueryOptions = {
  pause?: boolean
  /** Default cache-first; personal or volatile data asks for network-only or cache-and-network. */
  requestPolicy?: RequestPolicy
  /** Must be stable (useMemo): a new object re-runs the query. */
  context?: Partial<OperationContext>
}

/**
 * A query no data hook runs: it depends on the query string, on the visitor
 * or ambassador (stored answers, a session), or on something chosen on the
 * page, so it is fetched in the browser after hydration (see README.md).
 */
export function useBrowserQuery<Data, Variables extends AnyVariables>(
  query: DocumentInput<Data, Variables>,
  variables: Variables,
  { pause = false, requestPolicy, context }: BrowserQueryOptions = {},
): QueryState<Data> {
  return useQueryState(useQuery<Data, Variables>({ query, variables, requestPolicy, pause, context }))
}
