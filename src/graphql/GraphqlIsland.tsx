import type { ReactNode } from 'react'
import { Provider } from 'urql'
import { getBrowserClient } from './browser-clients'

/**
 * The browser's `public` client for a lazily loaded part of a page that has
 * no page-level GraphQL provider (the home page keeps urql out of its
 * first-load bundle: its data comes prerendered). Same client as everywhere.
 */
export function GraphqlIsland({ children }: { children: ReactNode }) {
  return <Provider value={getBrowserClient('public').client}>{children}</Provider>
}
