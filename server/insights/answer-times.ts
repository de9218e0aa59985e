/**
 * How fast questions get their first answer, over the questions ASKED in the
 * period (indexed on org and asking time): the median in minutes, and the
 * share answered within 24 h — leaving out questions still unanswered but
 * younger than 24 h, which may yet make it. By week (Monday first, local
 * days) and for the whole period, in one query (grouping sets).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { queryRows } from '../db/client'
import { rangeEnd, rangeStart } from './daily'
import type { InsightsRange } from './range'

export interface AnswerTimes {
  readonly answered: number
  readonly medianMinutes: number | null
  readonly within24hShare: number | null
}

export interface WeekAnswerTimes extends AnswerTimes {
  readonly weekStart: string
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

export async function answerTimes(db: Db, orgId: string, range: InsightsRange, now: Date): Promise<{ period: AnswerTimes; weeks: WeekAnswerTimes[] }> {
  const at = now.toISOString()
  const rows = await queryRows<{ week: string | null; answered: number; median: number | null; within: number; counted: number }>(
    db,
    sql`select week,
          count(answered_at)::int as answered,
          percentile_cont(0.5) within group (order by extract(epoch from answered_at - created_at) / 60) filter (where answered_at is not null) as median,
          count(*) filter (where answered_at - created_at <= interval '24 hours')::int as within,
          count(*) filter (where answered_at is not null or created_at <= ${at}::timestamptz - interval '24 hours')::int as counted
        from (
          select date_trunc('week', created_at at time zone ${range.timeZone})::date::text as week, created_at, answered_at from questions
          where org_id = ${orgId} and created_at >= ${rangeStart(range)} and created_at < ${rangeEnd(range)}
        ) q
        group by grouping sets ((week), ())`,
  )
  const figures = (r: (typeof rows)[number]): AnswerTimes => ({
    answered: Number(r.answered),
    medianMinutes: num(r.median),
    within24hShare: Number(r.counted) === 0 ? null : Number(r.within) / Number(r.counted),
  })
  const total = rows.find((r) => r.week === null)
  const weeks = rows
    .filter((r): r is typeof r & { week: string } => r.week !== null)
    .map((r) => ({ weekStart: r.week, ...figures(r) }))
    .sort((a, b) => (a.weekStart < b.weekStart ? -1 : 1))
  return { period: total === undefined ? { answered: 0, medianMinutes: null, within24hShare: null } : figures(total), weeks }
}

/** Visitors' ratings given in the period. */
export async function feedbackFigures(db: Db, orgId: string, range: InsightsRange): Promise<{ count: number; average: number | null }> {
  const [row] = await queryRows<{ n: number; average: number | null }>(
    db,
    sql`select count(*)::int as n, avg(rating)::float8 as average from conversation_ratings
        where org_id = ${orgId} and created_at >= ${rangeStart(range)} and created_at < ${rangeEnd(range)}`,
  )
  return { count: Number(row?.n ?? 0), average: num(row?.average) }
}
