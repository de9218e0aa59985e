/**
 * staffAmbassadors: every ambassador whatever the status, newest first, for
 * the staff console. `search` matches names and e-mail, accents and case
 * aside; the cursor is (created_at in microseconds, id), exact to the row.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { STAFF_AMBASSADORS_PAGE_MAX } from '../../src/contract/limits'
import type { Db } from '../db/client'
import { ambassadors, questions } from '../db/schema'
import { badInput } from '../core/errors'
import type { AmbassadorRow } from '../db/rows'
import { pageSize } from '../core/paging'
import { isUuid } from '../core/ids'
import { invitationExpiries } from './invitations'
import { searchWords } from '../ambassadors/search-text'
import type { AmbassadorStatus } from '../core/actor'
import type { Deps } from '../core/deps'
import type { AmbassadorStatus as AmbassadorStatusName, QueryStaffAmbassadorsArgs } from '../schema-types.generated'

/**
 * The columns the console's list shows (StaffAmbassador): not the bios, the
 * search text or the meeting settings, which a page of 50 rows would read,
 * decode and map for nothing (issue 22).
 */
const staffColumns = {
  id: ambassadors.id,
  email: ambassadors.email,
  firstName: ambassadors.firstName,
  lastName: ambassadors.lastName,
  status: ambassadors.status,
  fieldKey: ambassadors.fieldKey,
  studyLevel: ambassadors.studyLevel,
  country: ambassadors.country,
  city: ambassadors.city,
  photoUrl: ambassadors.photoUrl,
  invitedAt: ambassadors.invitedAt,
  submittedAt: ambassadors.submittedAt,
  lastActiveAt: ambassadors.lastActiveAt,
}
export type StaffRow = Pick<AmbassadorRow, keyof typeof staffColumns>

/** A row as staff see it: the ambassador plus what the list shows beside it. */
export interface StaffAmbassadorView {
  readonly row: StaffRow
  readonly openQuestionCount: number
  readonly invitationExpiresAt: Date | null
}

const STATUS_OF: Readonly<Record<AmbassadorStatusName, AmbassadorStatus>> = { INVITED: 'invited', PENDING: 'pending', ACTIVE: 'active', INACTIVE: 'inactive' }

/** The `ambassadors.status` value of GraphQL's AmbassadorStatus. */
export const statusOf = (name: AmbassadorStatusName): AmbassadorStatus => STATUS_OF[name]

// Accented letters folded in SQL as searchWords folds the query (no extension needed).
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ'
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy'
const folded = (expr: SQL): SQL => sql`translate(lower(${expr}), ${ACCENTED}, ${PLAIN})`
const haystack = folded(sql`${ambassadors.firstName} || ' ' || ${ambassadors.lastName} || ' ' || ${ambassadors.email}`)

function filterOf(orgId: string, status: AmbassadorStatusName | null | undefined, search: string | null | undefined): SQL | undefined {
  const words = searchWords(search ?? '')
  return and(eq(ambassadors.orgId, orgId), status ? eq(ambassadors.status, statusOf(status)) : undefined, ...words.map((w) => sql`${haystack} like ${`%${w}%`}`))
}

const micros = sql<string>`(extract(epoch from ${ambassadors.createdAt}) * 1000000)::bigint::text`

function decodeCursor(cursor: string): { micros: string; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  if (at === undefined || id === undefined || !/^\d{1,17}$/.test(at) || !isUuid(id)) throw badInput('`after` is not a cursor of this list.')
  return { micros: at, id }
}

/** Open-question counts and invitation expiries of a page of rows, in two queries. */
export async function staffViews(db: Db, rows: readonly StaffRow[]): Promise<StaffAmbassadorView[]> {
  const ids = rows.map((r) => r.id)
  const open =
    ids.length === 0
      ? []
      : await db
          .select({ id: questions.ambassadorId, n: sql<number>`count(*)::int` })
          .from(questions)
          .where(and(inArray(questions.ambassadorId, ids), eq(questions.status, 'open')))
          .groupBy(questions.ambassadorId)
  const counts = new Map(open.map((o) => [o.id, Number(o.n)]))
  const expiries = await invitationExpiries(
    db,
    rows.filter((r) => r.status === 'invited').map((r) => r.id),
  )
  return rows.map((row) => ({ row, openQuestionCount: counts.get(row.id) ?? 0, invitationExpiresAt: expiries.get(row.id) ?? null }))
}

export async function staffViewById(db: Db, orgId: string, id: string): Promise<StaffAmbassadorView | null> {
  const [row] = await db
    .select()
    .from(ambassadors)
    .where(and(eq(ambassadors.id, id), eq(ambassadors.orgId, orgId)))
  return row === undefined ? null : ((await staffViews(db, [row]))[0] ?? null)
}

/** Staff only: the resolver checks. */
export async function staffAmbassadors(deps: Pick<Deps, 'db' | 'org'>, args: QueryStaffAmbassadorsArgs) {
  const first = pageSize(args.first, 50, STAFF_AMBASSADORS_PAGE_MAX)
  const where = filterOf(deps.org.id, args.status, args.search)
  const cursor = args.after ? decodeCursor(args.after) : null
  const beyond =
    cursor === null
      ? undefined
      : sql`(${ambassadors.createdAt}, ${ambassadors.id}) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`
  // The page and the count do not depend on each other: asked at once.
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ row: staffColumns, micros })
      .from(ambassadors)
      .where(and(where, beyond))
      .orderBy(desc(ambassadors.createdAt), desc(ambassadors.id))
      .limit(first + 1),
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ambassadors)
      .where(where),
  ])
  const page = rows.slice(0, first)
  const last = page.at(-1)
  return {
    nodes: await staffViews(
      deps.db,
      page.map((r) => r.row),
    ),
    totalCount: Number(total?.n ?? 0),
    endCursor: last === undefined ? null : Buffer.from(`${last.micros}|${last.row.id}`).toString('base64url'),
    hasNextPage: rows.length > first,
  }
}
