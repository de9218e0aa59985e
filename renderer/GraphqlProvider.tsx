import type { SSRData } from '@urql/core'
import { useMemo, type ReactNode } from 'react'
import { Provider } from 'urql'
import { usePageContext } from 'vike-react/usePageContext'
import { getBrowserClient, restoreServerResults } from '../src/graphql/browser-clients'
import { createReplayClient } from '../src/graphql/server-client'

/**
 * Provides the `public` client to the page. In the browser it is the one
 * long-lived client, fed the page's prerendered results before the first
 * render; on the server each render gets a client replaying its own results.
 */
export function GraphqlProvider({ children }: { children: ReactNode }) {
  const { data } = usePageContext()
  const results = (data as { urql?: SSRData } | undefined)?.urql
  const client = useMemo(() => {
    if (import.meta.env.SSR) return createReplayClient(results).client
    restoreServerResults(results)
    return getBrowserClient('public').client
  }, [results])
  return <Provider value={client}>{children}</Provider>
}
