/** Paged question lists: the public Q&A and an ambassador's inbox (keyset on time, id), and a visitor session's threads. */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { AmbassadorActor } from '../core/actor'
import type { Deps } from '../core/deps'
import type { Db } from '../db/client'
import { communityMembers, questions } from '../db/schema'
import { cursorRowTime, decodeTimeCursor, encodeTimeCursor } from '../core/time-cursor'
import { isUuid } from '../core/ids'
import { pageSize } from '../core/paging'
import type { QuestionRow } from '../db/rows'
import type { QueryMyQuestionsArgs, QueryPublishedQuestionsArgs, QuestionStatus } from '../schema-types.generated'

const QUESTIONS_PAGE_MAX = 50

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
    const id = isUuid(communityId) ? communityId : null
    // Asked in the group ("ask this group"), or answered by one of its ambassadors: as on the group's page.
    parts.push(
      sql`(${questions.communityId} = ${id} or exists (select 1 from ${communityMembers} cm where cm.ambassador_id = ${questions.ambassadorId} and cm.community_id = ${id}))`,
    )
  }
  return and(...parts) ?? sql`true`
}

export const publishedPage = (db: Db, where: SQL, first: number, after: string | null): Promise<QuestionPage> => page(db, where, questions.publishedAt, true, first, after)

/** The `questions.status` column's value of each GraphQL QuestionStatus. */
const STATUS_COLUMN: Readonly<Record<QuestionStatus, QuestionRow['status']>> = { OPEN: 'open', ANSWERED: 'answered', CLOSED: 'closed' }

/** Open questions oldest first (who has waited longest); the others newest first. */
export function inboxPage(db: Db, ambassadorId: string, status: QuestionStatus, first: number, after: string | null): Promise<QuestionPage> {
  const where = and(eq(questions.ambassadorId, ambassadorId), eq(questions.status, STATUS_COLUMN[status])) ?? sql`true`
  return page(db, where, questions.createdAt, status !== 'OPEN', first, after)
}

export async function countQuestions(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(questions)
    .where(where)
  return Number(row?.n ?? 0)
}

/** A page as the connections answer it; `totalCount` is counted only when asked for, and once. */
export interface QuestionConnection {
  readonly nodes: readonly QuestionRow[]
  readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor: string | null }
  readonly totalCount: () => Promise<number>
}

function connection(db: Db, p: QuestionPage, timeOf: (q: QuestionRow) => Date): QuestionConnection {
  const last = p.rows.at(-1)
  let total: Promise<number> | null = null
  return {
    nodes: p.rows,
    pageInfo: { hasNextPage: p.hasNextPage, endCursor: last === undefined ? null : encodeTimeCursor(timeOf(last), last.id) },
    totalCount: () => (total ??= countQuestions(db, p.where)),
  }
}

/** The public Q&A, newest first; of one ambassador or one community group when asked. */
export async function publishedQuestions(deps: Pick<Deps, 'db' | 'org'>, a: QueryPublishedQuestionsArgs): Promise<QuestionConnection> {
  const where = publishedWhere(deps.org.id, a.ambassadorId ?? null, a.communityId ?? null)
  return connection(deps.db, await publishedPage(deps.db, where, pageSize(a.first, 10, QUESTIONS_PAGE_MAX), a.after ?? null), (q) => q.publishedAt ?? q.createdAt)
}

/** The ambassador's inbox in one status. */
export async function inbox(deps: Pick<Deps, 'db'>, actor: AmbassadorActor, a: QueryMyQuestionsArgs & { readonly status: QuestionStatus }): Promise<QuestionConnection> {
  return connection(deps.db, await inboxPage(deps.db, actor.ambassadorId, a.status, pageSize(a.first, 20, QUESTIONS_PAGE_MAX), a.after ?? null), (q) => q.createdAt)
}

/** The questions a visitor session asked, newest first (at most 50). */
export function visitorThreads(deps: Pick<Deps, 'db'>, sessionId: string): Promise<QuestionRow[]> {
  return deps.db.select().from(questions).where(eq(questions.visitorSessionId, sessionId)).orderBy(desc(questions.createdAt)).limit(50)
}
