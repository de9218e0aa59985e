import { useMemo, type ReactNode } from 'react'
import { Provider } from 'urql'
import { useData } from 'vike-react/useData'
import { getBrowserClient, restoreServerResults } from '../src/graphql/browser-clients'
import { createReplayClient } from '../src/graphql/server-client'
import type { ServerResults } from '../src/runtime/page-data'

/**
 * Provides the `public` client to the pages of pages/(graphql)/ (their
 * +Wrapper). In the browser it is the one long-lived client, fed the page's
 * prerendered results before the first render; on the server each render gets
 * a client replaying its own results.
 */
export function GraphqlProvider({ children }: { children: ReactNode }) {
  const results = useData<ServerResults | undefined>()?.urql
  const client = useMemo(() => {
    if (import.meta.env.SSR) return createReplayClient(results).client
    restoreServerResults(results)
    return getBrowserClient('public').client
  }, [results])
  return <Provider value={client}>{children}</Provider>
}
