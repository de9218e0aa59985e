import { useCallback, useEffect, useMemo, useState } from 'react'
import { useClient, type Client } from 'urql'
import { usePageQuery } from '../../graphql/usePageQuery'
import { DirectoryQuery, type DirectoryConnection } from './community-queries'
import type { directoryVariables } from './directory-state'
import { savedScrollPosition, storedExtraPages, storeExtraPages } from './restore-pages'

type Variables = ReturnType<typeof directoryVariables>
type MorePages = { key: string; pages: DirectoryConnection[]; loading: boolean; failed: boolean }

/** Pages after `from`, one request each (`after` = the previous page's endCursor). */
async function loadPagesAfter(client: Client, variables: Variables, from: DirectoryConnection, count: number): Promise<DirectoryConnection[]> {
  const pages: DirectoryConnection[] = []
  let last = from
  while (pages.length < count && last.pageInfo.hasNextPage && last.pageInfo.endCursor) {
    const result = await client.query(DirectoryQuery, { ...variables, after: last.pageInfo.endCursor }).toPromise()
    if (!result.data) break
    last = result.data.ambassadors
    pages.push(last)
  }
  return pages
}

/**
 * The directory's results: the first page through the page's cache (the
 * prerendered one when unfiltered), further pages appended with "load more".
 * While a new filter loads, the previous results stay on screen, marked busy.
 * Coming back to a list restores its extra pages and the scroll position.
 */
export function useDirectoryPages(variables: Variables) {
  const client = useClient()
  const key = JSON.stringify(variables)
  const query = usePageQuery(DirectoryQuery, variables)
  const [shown, setShown] = useState<{ key: string; first: DirectoryConnection } | null>(null)
  // Pending keeps the previous filter's answer: only a success is this filter's result.
  const current = query.status === 'success' ? query.data?.ambassadors : undefined
  // Remember the last complete result (React's "state from previous renders" pattern).
  if (current && (shown?.key !== key || shown.first !== current)) setShown({ key, first: current })

  const [more, setMore] = useState<MorePages | null>(null)
  // The list the page opened with, and the scroll position its history entry saved — read
  // before Vike restores it (clamped to the short first page, and then saved again as such).
  const [opening] = useState(() => ({ key, scroll: typeof window === 'undefined' ? null : savedScrollPosition() }))
  const extra = more?.key === key ? more : null
  // A failed read shows no results at all (never the previous ones), only the error and Retry.
  const failed = query.status === 'error'
  const first = failed ? null : (current ?? shown?.first ?? null)
  const extraPages = extra?.pages
  const pages = useMemo(() => (first ? [first, ...(extraPages ?? [])] : []), [first, extraPages])
  const last = pages.at(-1)

  // Restore the extra pages this list had (answered from urql's cache when seen in this tab).
  useEffect(() => {
    if (!current || extra) return
    const wanted = storedExtraPages(key)
    if (!wanted) return
    const scroll = key === opening.key ? opening.scroll : null
    let cancelled = false
    void loadPagesAfter(client, variables, current, wanted).then((restored) => {
      if (cancelled) return
      setMore({ key, pages: restored, loading: false, failed: false })
      // The browser clamped the restored scroll position to the shorter list: apply it again.
      if (scroll) requestAnimationFrame(() => window.scrollTo(scroll.x, scroll.y))
    })
    return () => {
      cancelled = true
    }
  }, [client, current, extra, key, opening, variables])

  const loadMore = useCallback(async (): Promise<boolean> => {
    if (!last) return false
    const loaded = extra?.pages ?? []
    setMore({ key, pages: loaded, loading: true, failed: false })
    const [page] = await loadPagesAfter(client, variables, last, 1)
    const pagesNow = page ? [...loaded, page] : loaded
    setMore({ key, pages: pagesNow, loading: false, failed: !page })
    storeExtraPages(key, pagesNow.length)
    return Boolean(page)
  }, [client, extra, key, last, variables])

  const updating = query.status === 'pending' || (!current && Boolean(first))
  const loadingMore = extra?.loading ?? false
  const loadMoreFailed = extra?.failed ?? false
  // One object per change, not per render: the results list is memoised on it.
  return useMemo(
    () => ({
      nodes: pages.flatMap((page) => page.nodes),
      totalCount: first?.totalCount ?? null,
      hasNextPage: last?.pageInfo.hasNextPage ?? false,
      /** A new filter's first page is on its way (the old results are still shown). */
      updating,
      failed,
      loadingMore,
      loadMoreFailed,
      loadMore,
      retry: query.refresh,
    }),
    [pages, first, last, updating, failed, loadingMore, loadMoreFailed, loadMore, query.refresh],
  )
}
