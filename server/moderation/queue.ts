/**
 * The moderation queue (staff): flagged messages and reports, open ones
 * oldest first (the longest waiting is looked at first), resolved ones
 * newest first. Keyset paging on (created_at, id).
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { moderationItems } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import { pageSize } from '../core/paging'
import { cursorRowTime, decodeTimeCursor, encodeTimeCursor } from '../core/time-cursor'
import { isUuid } from '../core/ids'
import type { ModerationItemRow } from '../db/rows'

export type ModerationStatusArg = 'OPEN' | 'RESOLVED'

const QUEUE_PAGE_MAX = 50

export async function moderationQueue(ctx: ApiContext, args: { status?: ModerationStatusArg | null; first?: number | null; after?: string | null }) {
  await ctx.requireStaff()
  const open = (args.status ?? 'OPEN') === 'OPEN'
  const first = pageSize(args.first, 20, QUEUE_PAGE_MAX)
  const where = and(eq(moderationItems.orgId, ctx.org.id), eq(moderationItems.status, open ? 'open' : 'resolved'))
  let condition = where
  if (args.after !== null && args.after !== undefined) {
    const c = decodeTimeCursor(args.after)
    const at = cursorRowTime('moderation_items', 'created_at', 'id', c)
    const t = moderationItems.createdAt
    condition = open
      ? and(where, sql`(${t} > ${at} or (${t} = ${at} and ${moderationItems.id} > ${c.id}))`)
      : and(where, sql`(${t} < ${at} or (${t} = ${at} and ${moderationItems.id} > ${c.id}))`)
  }
  const rows = await ctx.db
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
      const [row] = await ctx.db.select({ n: count() }).from(moderationItems).where(where)
      return row?.n ?? 0
    },
  }
}

export async function moderationItem(ctx: ApiContext, id: string): Promise<ModerationItemRow | null> {
  await ctx.requireStaff()
  if (!isUuid(id)) return null
  const [row] = await ctx.db
    .select()
    .from(moderationItems)
    .where(and(eq(moderationItems.orgId, ctx.org.id), eq(moderationItems.id, id)))
  return row ?? null
}
