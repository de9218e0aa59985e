/**
 * The moderation queue (staff): flagged messages and reports, open ones
 * oldest first (the longest waiting is looked at first), resolved ones
 * newest first. Keyset paging on (created_at, id).
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { moderationItems } from '../db/schema'
import type { Deps } from '../core/deps'
import { pageSize } from '../core/paging'
import { cursorRowTime, decodeTimeCursor, encodeTimeCursor } from '../core/time-cursor'
import { isUuid } from '../core/ids'
import type { ModerationItemRow } from '../db/rows'
import type { QueryModerationQueueArgs } from '../schema-types.generated'

const QUEUE_PAGE_MAX = 50

/** A page of the queue (ModerationItemConnection); the total is counted only when asked for. */
export interface ModerationQueuePage {
  readonly nodes: readonly ModerationItemRow[]
  readonly hasNextPage: boolean
  readonly endCursor: string | null
  readonly totalCount: () => Promise<number>
}

/** Staff only, as moderationItem: the resolver checks. */
export async function moderationQueue(deps: Pick<Deps, 'db' | 'org'>, args: QueryModerationQueueArgs): Promise<ModerationQueuePage> {
  const open = (args.status ?? 'OPEN') === 'OPEN'
  const first = pageSize(args.first, 20, QUEUE_PAGE_MAX)
  const where = and(eq(moderationItems.orgId, deps.org.id), eq(moderationItems.status, open ? 'open' : 'resolved'))
  let condition = where
  if (args.after !== null && args.after !== undefined) {
    const c = decodeTimeCursor(args.after)
    const at = cursorRowTime('moderation_items', 'created_at', 'id', c)
    const t = moderationItems.createdAt
    condition = open
      ? and(where, sql`(${t} > ${at} or (${t} = ${at} and ${moderationItems.id} > ${c.id}))`)
      : and(where, sql`(${t} < ${at} or (${t} = ${at} and ${moderationItems.id} > ${c.id}))`)
  }
  const rows = await deps.db
    .select()
    .from(moderationItems)
    .where(condition)
    .orderBy(open ? asc(moderationItems.createdAt) : desc(moderationItems.createdAt), asc(moderationItems.id))
    .limit(first + 1)
  const nodes = rows.slice(0, first)
  const last = nodes.at(-1)
  return {
    nodes,
    hasNextPage: rows.length > first,
    endCursor: last === undefined ? null : encodeTimeCursor(last.createdAt, last.id),
    totalCount: async () => {
      const [row] = await deps.db.select({ n: count() }).from(moderationItems).where(where)
      return row?.n ?? 0
    },
  }
}

export async function moderationItem(deps: Pick<Deps, 'db' | 'org'>, id: string): Promise<ModerationItemRow | null> {
  if (!isUuid(id)) return null
  const [row] = await deps.db
    .select()
    .from(moderationItems)
    .where(and(eq(moderationItems.orgId, deps.org.id), eq(moderationItems.id, id)))
  return row ?? null
}
