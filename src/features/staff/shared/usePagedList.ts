import type { AnyVariables, DocumentInput } from '@urql/core'
import { useMemo, useState } from 'react'
import { useClient } from 'urql'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'

/** A page of a list as the API answers it (first / after). */
export interface ListPage<Node> {
  readonly nodes: readonly Node[]
  readonly endCursor?: string | null
  readonly hasNextPage: boolean
}

interface MorePages<Node> {
  /** The first page these were loaded after (a refreshed first page drops them). */
  readonly base: unknown
  readonly nodes: readonly Node[]
  readonly endCursor: string | null
  readonly hasNextPage: boolean
}

export interface PagedList<Page extends ListPage<unknown>> {
  /** The first page failed to load (show the error with `retry`). */
  readonly failed: boolean
  readonly retry: () => void
  /** The first page, once loaded. */
  readonly first: Page | null
  /** The first page's nodes, then those of every page loaded after it. */
  readonly nodes: readonly Page['nodes'][number][]
  readonly hasNextPage: boolean
  readonly loadMore: () => Promise<void>
  readonly loadingMore: boolean
  readonly moreFailed: boolean
}

/**
 * A console list read a page at a time: the first page through
 * `useBrowserQuery` (fresh on open and after each change of `typename`), the
 * next ones appended on "Load more" (imperative reads: see src/graphql/README.md).
 * New variables (a filter) or a refreshed first page start again from the first.
 */
export function usePagedList<Data, Variables extends AnyVariables & { after?: string | null }, Page extends ListPage<unknown>>(
  query: DocumentInput<Data, Variables>,
  variables: Variables,
  typename: string,
  pageOf: (data: Data | undefined) => Page | null | undefined,
): PagedList<Page> {
  type Node = Page['nodes'][number]
  const client = useClient()
  const context = useMemo(() => ({ additionalTypenames: [typename] }), [typename])
  const list = useBrowserQuery(query, variables, { requestPolicy: 'network-only', context })
  const [more, setMore] = useState<MorePages<Node> | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  const first = pageOf(list.data) ?? null
  const extra = more !== null && more.base === first ? more : null
  const nodes: Node[] = first ? [...first.nodes, ...(extra?.nodes ?? [])] : []
  const page = extra ?? first

  const loadMore = async (): Promise<void> => {
    if (!page?.endCursor || loadingMore) return
    setLoadingMore(true)
    setMoreFailed(false)
    const result = await client.query(query, { ...variables, after: page.endCursor }, { requestPolicy: 'network-only' }).toPromise()
    setLoadingMore(false)
    const next = pageOf(result.data)
    if (!next) return setMoreFailed(true)
    setMore({ base: first, nodes: [...(extra?.nodes ?? []), ...next.nodes], endCursor: next.endCursor ?? null, hasNextPage: next.hasNextPage })
  }

  return { failed: list.status === 'error', retry: list.refresh, first, nodes, hasNextPage: page?.hasNextPage ?? false, loadMore, loadingMore, moreFailed }
}
