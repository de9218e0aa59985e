/**
 * The dashboard's figures per local day: events from `event_counts` (counted
 * per local day by trackEvents), the rollup's metrics from `insights_daily`
 * (decision 101), and meetings held and missed — which depend on the clock
 * and the ambassador's mark, not on a write that the rollup counts — from
 * the meetings table: a confirmed call that has ended counts as held unless
 * its ambassador marked it missed (decision 146). Three small indexed reads.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { queryRows } from '../db/client'
import { daysOf, type InsightsRange } from './range'
import { INSIGHTS_COUNT_METRICS } from '../../src/contract/insights-metrics'

export interface DayFigures {
  date: string
  visits: number
  widgetOpens: number
  matchesStarted: number
  matchesCompleted: number
  questionsAsked: number
  questionsAnswered: number
  meetingsBooked: number
  meetingsHeld: number
  meetingsMissed: number
  meetingsCancelled: number
  communityJoins: number
}

export type CountName = Exclude<keyof DayFigures, 'date'>

export const COUNT_NAMES: readonly CountName[] = INSIGHTS_COUNT_METRICS

/** Where each stored name lands: analytics events and rollup metrics. */
const FIELD_OF: Readonly<Record<string, CountName>> = {
  page_view: 'visits',
  widget_opened: 'widgetOpens',
  match_started: 'matchesStarted',
  match_completed: 'matchesCompleted',
  questions_asked: 'questionsAsked',
  questions_answered: 'questionsAnswered',
  meetings_booked: 'meetingsBooked',
  meetings_held: 'meetingsHeld',
  meetings_missed: 'meetingsMissed',
  meetings_cancelled: 'meetingsCancelled',
  community_joins: 'communityJoins',
}

const emptyDay = (date: string): DayFigures => ({
  date,
  visits: 0,
  widgetOpens: 0,
  matchesStarted: 0,
  matchesCompleted: 0,
  questionsAsked: 0,
  questionsAnswered: 0,
  meetingsBooked: 0,
  meetingsHeld: 0,
  meetingsMissed: 0,
  meetingsCancelled: 0,
  communityJoins: 0,
})

/** The instants a range's first day begins and the day after its last begins. */
export const rangeStart = (r: InsightsRange) => sql`(${r.from}::date::timestamp at time zone ${r.timeZone})`
export const rangeEnd = (r: InsightsRange) => sql`((${r.to}::date + 1)::timestamp at time zone ${r.timeZone})`

/** One row per day of the range, zeros included. */
export async function dailyFigures(db: Db, orgId: string, range: InsightsRange, now: Date): Promise<DayFigures[]> {
  const stored = await queryRows<{ day: string; name: string; n: number }>(
    db,
    sql`select day::text as day, name, count as n from event_counts where org_id = ${orgId} and day between ${range.from}::date and ${range.to}::date
        union all
        select day::text, metric, count from insights_daily where org_id = ${orgId} and day between ${range.from}::date and ${range.to}::date
        union all
        select (starts_at at time zone ${range.timeZone})::date::text,
            case when attendance = 'missed' then 'meetings_missed' else 'meetings_held' end, count(*)::int from meetings
          where org_id = ${orgId} and status = 'confirmed' and (ends_at <= ${now.toISOString()}::timestamptz or attendance = 'missed')
            and starts_at >= ${rangeStart(range)} and starts_at < ${rangeEnd(range)}
          group by 1, 2`,
  )
  const byDay = new Map(daysOf(range).map((d) => [d, emptyDay(d)]))
  for (const row of stored) {
    const day = byDay.get(row.day)
    const field = FIELD_OF[row.name]
    if (day !== undefined && field !== undefined) day[field] += Number(row.n)
  }
  return [...byDay.values()]
}

/** The sum of every count over the days. */
export function sumDays(days: readonly DayFigures[]): Record<CountName, number> {
  const total = Object.fromEntries(COUNT_NAMES.map((n) => [n, 0])) as Record<CountName, number>
  for (const day of days) for (const n of COUNT_NAMES) total[n] += day[n]
  return total
}
