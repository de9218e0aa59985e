/**
 * What each export holds (decision 103) and how it is read: in keyset-paged
 * batches (created_at, id) — or e-mail for leads — so the whole result is
 * never in memory, whatever the range. Rows of the range in the organization's
 * local days, oldest first. Leads are only the visitors who opted in to
 * marketing when they joined a community (double opt-in): the one place the
 * portal asks for that consent.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/client'
import { rangeEnd, rangeStart } from '../daily'
import type { InsightsRange } from '../range'
import type { CsvValue } from './csv'

export const EXPORT_KINDS = ['questions', 'meetings', 'joins', 'leads'] as const
export type ExportKind = (typeof EXPORT_KINDS)[number]

export interface Batch {
  readonly rows: CsvValue[][]
  /** Where the next batch starts; null after the last. */
  readonly next: string | null
}

export interface ExportSpec {
  readonly header: readonly string[]
  read(db: Db, orgId: string, range: InsightsRange, after: string | null, limit: number): Promise<Batch>
}

type Row = Record<string, CsvValue> & { cursor: string }

/** Rows after `cursor` (a `created_at|id` string, exact to the microsecond), `limit` at most. */
const keyset = (cursor: string | null, at: string, id: string) => {
  if (cursor === null) return sql`true`
  const [micros, key] = cursor.split('|')
  return sql`(${sql.raw(at)}, ${sql.raw(id)}) > (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${key}::uuid)`
}
const cursorOf = (at: string, id: string) => sql.raw(`(extract(epoch from ${at}) * 1000000)::bigint::text || '|' || ${id}::text`)

/** An instant as ISO 8601 in UTC, milliseconds included — the same text whichever driver reads it. */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

/** One batch: the query's rows as CSV values in `columns` order, and where the next batch starts. */
async function readBatch(db: Db, query: SQL, columns: readonly string[], limit: number): Promise<Batch> {
  const rows = await queryRows<Row>(db, query)
  return { rows: rows.map((r) => columns.map((c) => r[c])), next: rows.length < limit ? null : (rows.at(-1)?.cursor ?? null) }
}

const QUESTION_COLUMNS = ['id', 'asked_at', 'status', 'topic', 'question', 'first_name', 'email', 'language', 'ambassador_id', 'ambassador', 'answered_at', 'first_answer_minutes']
const MEETING_COLUMNS = [
  'id',
  'booked_at',
  'starts_at',
  'ends_at',
  'type',
  'status',
  'first_name',
  'last_name',
  'email',
  'phone',
  'language',
  'message',
  'ambassador_id',
  'ambassador',
  'cancel_reason',
]
const JOIN_COLUMNS = ['id', 'joined_at', 'community', 'email', 'language', 'marketing_opt_in']
const LEAD_COLUMNS = ['email', 'language', 'first_opt_in_at', 'communities']

export const EXPORTS: Readonly<Record<ExportKind, ExportSpec>> = {
  questions: {
    header: QUESTION_COLUMNS,
    read: (db, orgId, range, after, limit) =>
      readBatch(
        db,
        sql`select q.id, ${iso('q.created_at')} as asked_at, q.status, q.topic, q.body as question, q.first_name, q.email, q.locale as language,
                q.ambassador_id, a.first_name || ' ' || a.last_name as ambassador, ${iso('q.answered_at')} as answered_at,
                round(extract(epoch from q.answered_at - q.created_at) / 60)::int as first_answer_minutes, ${cursorOf('q.created_at', 'q.id')} as cursor
              from questions q join ambassadors a on a.id = q.ambassador_id
              where q.org_id = ${orgId} and q.created_at >= ${rangeStart(range)} and q.created_at < ${rangeEnd(range)} and ${keyset(after, 'q.created_at', 'q.id')}
              order by q.created_at, q.id limit ${limit}`,
        QUESTION_COLUMNS,
        limit,
      ),
  },
  meetings: {
    header: MEETING_COLUMNS,
    read: (db, orgId, range, after, limit) =>
      readBatch(
        db,
        sql`select m.id, ${iso('m.created_at')} as booked_at, ${iso('m.starts_at')} as starts_at, ${iso('m.ends_at')} as ends_at, m.type, m.status, m.first_name, m.last_name, m.email, m.phone,
                m.locale as language, m.message, m.ambassador_id, a.first_name || ' ' || a.last_name as ambassador, m.cancel_reason,
                ${cursorOf('m.created_at', 'm.id')} as cursor
              from meetings m join ambassadors a on a.id = m.ambassador_id
              where m.org_id = ${orgId} and m.created_at >= ${rangeStart(range)} and m.created_at < ${rangeEnd(range)} and ${keyset(after, 'm.created_at', 'm.id')}
              order by m.created_at, m.id limit ${limit}`,
        MEETING_COLUMNS,
        limit,
      ),
  },
  joins: {
    header: JOIN_COLUMNS,
    read: (db, orgId, range, after, limit) =>
      readBatch(
        db,
        sql`select j.id, ${iso('j.created_at')} as joined_at, c.slug as community, j.email, j.locale as language, j.marketing_opt_in, ${cursorOf('j.created_at', 'j.id')} as cursor
              from community_joins j join communities c on c.id = j.community_id
              where c.org_id = ${orgId} and j.created_at >= ${rangeStart(range)} and j.created_at < ${rangeEnd(range)} and ${keyset(after, 'j.created_at', 'j.id')}
              order by j.created_at, j.id limit ${limit}`,
        JOIN_COLUMNS,
        limit,
      ),
  },
  leads: {
    header: LEAD_COLUMNS,
    read: (db, orgId, range, after, limit) =>
      readBatch(
        db,
        sql`select j.email, (array_agg(j.locale order by j.created_at desc))[1] as language, ${iso('min(j.created_at)')} as first_opt_in_at,
                string_agg(c.slug, '|' order by c.slug) as communities, j.email as cursor
              from community_joins j join communities c on c.id = j.community_id
              where c.org_id = ${orgId} and j.marketing_opt_in and j.created_at >= ${rangeStart(range)} and j.created_at < ${rangeEnd(range)}
                and (${after}::text is null or j.email > ${after})
              group by j.email order by j.email limit ${limit}`,
        LEAD_COLUMNS,
        limit,
      ),
  },
}
