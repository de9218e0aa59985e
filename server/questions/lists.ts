/** Paged question lists: the public Q&A and an ambassador's inbox (keyset on time, id). */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { communityMembers, questions } from '../db/schema'
import { cursorRowTime, decodeTimeCursor } from '../core/time-cursor'
import { isUuid } from '../core/ids'
import type { QuestionRow } from '../db/rows'

export interface QuestionPage {
  readonly rows: QuestionRow[]
  readonly hasNextPage: boolean
  readonly where: SQL
}

async function page(
  db: Db,
  where: SQL,
  timeColumn: typeof questions.createdAt | typeof questions.publishedAt,
  descending: boolean,
  first: number,
  after: string | null,
): Promise<QuestionPage> {
  let condition = where
  if (after !== null) {
    const c = decodeTimeCursor(after)
    const at = cursorRowTime('questions', timeColumn.name, 'id', c)
    condition = descending
      ? sql`${where} and (${timeColumn} < ${at} or (${timeColumn} = ${at} and ${questions.id} > ${c.id}))`
      : sql`${where} and (${timeColumn} > ${at} or (${timeColumn} = ${at} and ${questions.id} > ${c.id}))`
  }
  const rows = await db
    .select()
    .from(questions)
    .where(condition)
    .orderBy(descending ? desc(timeColumn) : asc(timeColumn), asc(questions.id))
    .limit(first + 1)
  return { rows: rows.slice(0, first), hasNextPage: rows.length > first, where }
}

export function publishedWhere(orgId: string, ambassadorId: string | null, communityId: string | null): SQL {
  const parts: SQL[] = [sql`${questions.orgId} = ${orgId}`, sql`${questions.published}`, sql`${questions.publishedAt} is not null`]
  if (ambassadorId !== null) parts.push(sql`${questions.ambassadorId} = ${isUuid(ambassadorId) ? ambassadorId : null}`)
  if (communityId !== null) {
    parts.push(
      sql`exists (select 1 from ${communityMembers} cm where cm.ambassador_id = ${questions.ambassadorId} and cm.community_id = ${isUuid(communityId) ? communityId : null})`,
    )
  }
  return and(...parts) ?? sql`true`
}

export const publishedPage = (db: Db, where: SQL, first: number, after: string | null): Promise<QuestionPage> => page(db, where, questions.publishedAt, true, first, after)

export type InboxStatus = 'OPEN' | 'ANSWERED' | 'CLOSED'

/** Open questions oldest first (who has waited longest); the others newest first. */
export function inboxPage(db: Db, ambassadorId: string, status: InboxStatus, first: number, after: string | null): Promise<QuestionPage> {
  const where = and(eq(questions.ambassadorId, ambassadorId), eq(questions.status, status.toLowerCase() as 'open' | 'answered' | 'closed')) ?? sql`true`
  return page(db, where, questions.createdAt, status !== 'OPEN', first, after)
}

export async function countQuestions(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(questions)
    .where(where)
  return Number(row?.n ?? 0)
}
