/**
 * The funnel (issue 34): every step counted in ONE population — the browsers
 * that send analytics events (`event_counts`). The funnel used to divide the
 * database's questions and meetings (every one, from the widget, the API, a
 * visitor whose browser sends no events) by the events' page views, so a step
 * could read 160 % of the visits. Now visits, completed matches and
 * engagements (`question_sent` + `meeting_booked`) are the same visitors'
 * events; a later step is also capped at the visits, since repeated actions
 * in one visit (two matches, a question and a call) cannot make more people
 * than came.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { queryRows } from '../db/client'
import type { InsightsRange } from './range'

export interface FunnelFigures {
  readonly visits: number
  readonly matchesCompleted: number
  readonly engaged: number
}

const FUNNEL_EVENTS = ['page_view', 'match_completed', 'question_sent', 'meeting_booked'] as const

/** The steps from the counts of each event (missing ones are zero), each step at most the visits. */
export function funnelOf(counts: Readonly<Partial<Record<(typeof FUNNEL_EVENTS)[number], number>>>): FunnelFigures {
  const visits = counts.page_view ?? 0
  const cap = (value: number): number => Math.min(value, visits)
  return { visits, matchesCompleted: cap(counts.match_completed ?? 0), engaged: cap((counts.question_sent ?? 0) + (counts.meeting_booked ?? 0)) }
}

export async function funnelFigures(db: Db, orgId: string, range: InsightsRange): Promise<FunnelFigures> {
  const rows = await queryRows<{ name: (typeof FUNNEL_EVENTS)[number]; n: number }>(
    db,
    sql`select name, sum(count)::int as n from event_counts
        where org_id = ${orgId} and day between ${range.from}::date and ${range.to}::date
          and name in (${sql.join(
            FUNNEL_EVENTS.map((name) => sql`${name}`),
            sql`, `,
          )})
        group by name`,
  )
  return funnelOf(Object.fromEntries(rows.map((row) => [row.name, Number(row.n)])))
}
