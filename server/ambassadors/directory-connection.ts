/** `ambassadors(filter, sort, first, after)`: a page of the directory, where the next one starts, and its count when asked for. */
import { AMBASSADORS_PAGE_MAX } from '../../src/contract/limits'
import type { Deps } from '../core/deps'
import { pageSize } from '../core/paging'
import type { AmbassadorSort, QueryAmbassadorsArgs } from '../schema-types.generated'
import type { DirectoryCountCache } from './count-cache'
import { countAmbassadors, directoryWhere, encodeCursor, listAmbassadors } from './directory'
import type { DirectoryRow } from './directory'

/** The directory reads the organization's ambassadors and keeps its counts in the process's cache (count-cache.ts). */
export type DirectoryDeps = Pick<Deps, 'db' | 'org'> & { readonly directoryCounts: DirectoryCountCache }

export interface DirectoryConnection {
  readonly nodes: readonly DirectoryRow[]
  /** The sort the cursors are for. */
  readonly sort: AmbassadorSort
  readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor: string | null }
  /** Ambassadors matching the filter, all pages together. */
  readonly countAll: () => Promise<number>
}

/** The schema gives `sort` a default: it is always there. */
export type DirectoryArgs = QueryAmbassadorsArgs & { readonly sort: AmbassadorSort }

export async function ambassadorDirectory(deps: DirectoryDeps, args: DirectoryArgs): Promise<DirectoryConnection> {
  const first = pageSize(args.first, 20, AMBASSADORS_PAGE_MAX)
  const filter = args.filter ?? {}
  const page = await listAmbassadors(deps, filter, args.sort, first, args.after ?? null)
  const last = page.rows.at(-1)
  let total: Promise<number> | null = null
  return {
    nodes: page.rows,
    sort: args.sort,
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: last === undefined ? null : encodeCursor(args.sort, last) },
    // Counted only when asked for, and at most once per filter and directory version.
    countAll: () =>
      (total ??= deps.directoryCounts.count(deps.org.id, page.directoryVersion, JSON.stringify(filter), () => countAmbassadors(deps.db, directoryWhere(deps.org.id, filter)))),
  }
}
