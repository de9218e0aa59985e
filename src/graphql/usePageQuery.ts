import type { AnyVariables, DocumentInput, RequestPolicy } from '@urql/core'
import { useQuery } from 'urql'
import { useForceFetchWindow } from './force-fetch'
import { useQueryState, type QueryState } from './useQueryState'

type PageQueryOptions = {
  /** Re-fetch after the force-fetch window even when the page came prerendered (volatile data: counts, slots). */
  live?: boolean
  pause?: boolean
  requestPolicy?: RequestPolicy
}

/**
 * A query the page's data hook (`+data.shared.ts`) runs: answered from the
 * page's prerendered results first (see README.md). While the force-fetch
 * window is open every policy becomes cache-first; afterwards `live` queries
 * refresh in the background (cache-and-network).
 */
export function usePageQuery<Data, Variables extends AnyVariables>(
  query: DocumentInput<Data, Variables>,
  variables: Variables,
  { live = false, pause = false, requestPolicy }: PageQueryOptions = {},
): QueryState<Data> {
  const forced = useForceFetchWindow()
  const policy: RequestPolicy = forced ? 'cache-first' : (requestPolicy ?? (live ? 'cache-and-network' : 'cache-first'))
  return useQueryState(useQuery<Data, Variables>({ query, variables, requestPolicy: policy, pause }))
}
