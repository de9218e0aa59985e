/** Ambassadors by id, batched per request: a page of cards, threads or meetings costs one query. */
import { and, eq, inArray } from 'drizzle-orm'
import type { Deps } from '../core/deps'
import { BatchLoader, perRequest } from '../core/batch-loader'
import type { AmbassadorRow } from '../db/rows'
import { ambassadors } from '../db/schema'
import type { DirectoryRow } from './directory'

/** Any status: callers that show only public ambassadors check `active`. */
export const ambassadorById = perRequest(
  ({ db, org }: Pick<Deps, 'db' | 'org'>) =>
    new BatchLoader<string, AmbassadorRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(ambassadors)
        .where(and(eq(ambassadors.orgId, org.id), inArray(ambassadors.id, [...ids])))
      return new Map(rows.map((r) => [r.id, r]))
    }, null),
)

/** An ambassador an other row points at (a meeting, a question, a match): always there, erased ones included. */
export async function referencedAmbassador(deps: Pick<Deps, 'db' | 'org'>, id: string): Promise<AmbassadorRow> {
  const row = await ambassadorById(deps).load(id)
  if (row === null) throw new Error(`ambassador ${id} is referenced but not found`)
  return row
}

/** An Ambassador parent: a full row, or a directory row, which carries only what lists show (directory.ts). */
export type MaybeDirectoryRow = DirectoryRow & Partial<AmbassadorRow>

/**
 * A column of an Ambassador parent: from the row, or for a directory row that
 * does not carry it, from the batch loader (one query for a whole list);
 * `fallback` when the ambassador is gone.
 */
export async function columnOf<K extends keyof AmbassadorRow>(a: MaybeDirectoryRow, key: K, deps: Pick<Deps, 'db' | 'org'>, fallback: AmbassadorRow[K]): Promise<AmbassadorRow[K]> {
  const carried = a[key]
  if (carried !== undefined) return carried as AmbassadorRow[K]
  const row = await ambassadorById(deps).load(a.id)
  return row === null ? fallback : row[key]
}

/** Both bios of an ambassador (a directory row has neither). */
export async function biosOf(a: MaybeDirectoryRow, deps: Pick<Deps, 'db' | 'org'>): Promise<Pick<AmbassadorRow, 'bioEn' | 'bioFr'>> {
  const [bioEn, bioFr] = await Promise.all([columnOf(a, 'bioEn', deps, ''), columnOf(a, 'bioFr', deps, '')])
  return { bioEn, bioFr }
}
