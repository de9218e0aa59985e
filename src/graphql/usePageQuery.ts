import type { AnyVariables, DocumentInput, RequestPolicy } from '@urql/core'
import { useQuery, type UseQueryResponse } from 'urql'
import { useForceFetchWindow } from './force-fetch'

type PageQueryOptions = {
  /** Re-fetch after the force-fetch window even when the page came prerendered (volatile data: counts, slots). */
  live?: boolean
  pause?: boolean
  requestPolicy?: RequestPolicy
}

/**
 * The one way pages read data: urql's useQuery, answered from the page's
 * prerendered results first. While the force-fetch window is open every
 * policy becomes cache-first; afterwards `live` queries refresh in the
 * background (cache-and-network).
 */
export function usePageQuery<Data, Variables extends AnyVariables>(
  query: DocumentInput<Data, Variables>,
  variables: Variables,
  { live = false, pause = false, requestPolicy }: PageQueryOptions = {},
): UseQueryResponse<Data, Variables> {
  const forced = useForceFetchWindow()
  const policy: RequestPolicy = forced ? 'cache-first' : (requestPolicy ?? (live ? 'cache-and-network' : 'cache-first'))
  return useQuery<Data, Variables>({ query, variables, requestPolicy: policy, pause } as Parameters<typeof useQuery<Data, Variables>>[0])
}
