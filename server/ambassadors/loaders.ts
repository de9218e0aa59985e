/** Ambassadors by id, batched per request: a page of cards, threads or meetings costs one query. */
import { and, eq, inArray } from 'drizzle-orm'
import type { Deps } from '../core/deps'
import { BatchLoader, perRequest } from '../core/batch-loader'
import type { AmbassadorRow } from '../db/rows'
import { ambassadors } from '../db/schema'

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
