/**
 * Query.ambassadorInsights: each ambassador's figures for the range — the
 * questions asked them in it (received, answered, median first-answer time),
 * what they owe now (overdue: open and waiting more than
 * QUESTION_OVERDUE_HOURS since the visitor last wrote), meetings held and
 * feedback in the range. One query per figure family, each grouped by
 * ambassador on an index; sorted here (a few hundred rows at most).
 */
import { sql } from 'drizzle-orm'
import { QUESTION_OVERDUE_HOURS } from '../../src/contract/limits'
import { staffViews, type StaffAmbassadorView } from '../lifecycle/staff-list'
import { queryRows } from '../db/client'
import { ambassadors } from '../db/schema'
import type { Deps } from '../core/deps'
import type { AmbassadorRow } from '../db/rows'
import { rangeEnd, rangeStart } from './daily'
import type { InsightsRange } from './range'
import { inArray } from 'drizzle-orm'
import type { AmbassadorInsightsOrder } from '../schema-types.generated'

export interface AmbassadorFigures {
  readonly ambassador: StaffAmbassadorView
  readonly questionsReceived: number
  readonly questionsAnswered: number
  readonly medianAnswerMinutes: number | null
  readonly overdue: number
  readonly meetingsHeld: number
  readonly feedbackAverage: number | null
  readonly feedbackCount: number
  readonly lastActiveAt: Date | null
}

interface FigureRow {
  id: string
  received: number
  answered: number
  median: number | null
  overdue: number
  held: number
  rating_average: number | null
  rating_count: number
}

const nullable = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

async function figureRows(deps: Pick<Deps, 'db' | 'org'>, range: InsightsRange, now: Date): Promise<FigureRow[]> {
  const org = deps.org.id
  const at = now.toISOString()
  return queryRows<FigureRow>(
    deps.db,
    sql`with asked as (
          select ambassador_id as id, count(*)::int as received, count(answered_at)::int as answered,
            percentile_cont(0.5) within group (order by extract(epoch from answered_at - created_at) / 60) filter (where answered_at is not null) as median
          from questions where org_id = ${org} and created_at >= ${rangeStart(range)} and created_at < ${rangeEnd(range)} group by ambassador_id),
        owed as (
          select ambassador_id as id, count(*)::int as overdue from questions
          where org_id = ${org} and status = 'open' and coalesce(last_follow_up_at, created_at) < ${at}::timestamptz - make_interval(hours => ${QUESTION_OVERDUE_HOURS})
          group by ambassador_id),
        held as (
          select ambassador_id as id, count(*)::int as held from meetings
          where org_id = ${org} and status = 'confirmed' and attendance is distinct from 'missed' and ends_at <= ${at}::timestamptz and starts_at >= ${rangeStart(range)} and starts_at < ${rangeEnd(range)}
          group by ambassador_id),
        rated as (
          select ambassador_id as id, avg(rating)::float8 as rating_average, count(*)::int as rating_count from conversation_ratings
          where org_id = ${org} and created_at >= ${rangeStart(range)} and created_at < ${rangeEnd(range)} group by ambassador_id)
        select a.id, coalesce(asked.received, 0) as received, coalesce(asked.answered, 0) as answered, asked.median,
          coalesce(owed.overdue, 0) as overdue, coalesce(held.held, 0) as held, rated.rating_average, coalesce(rated.rating_count, 0) as rating_count
        from ambassadors a
          left join asked on asked.id = a.id left join owed on owed.id = a.id left join held on held.id = a.id left join rated on rated.id = a.id
        where a.org_id = ${org} and (a.status = 'active' or asked.id is not null or owed.id is not null or held.id is not null or rated.id is not null)`,
  )
}

type Key = (f: AmbassadorFigures) => number | string | null

const FIGURE_OF: Readonly<Record<Exclude<AmbassadorInsightsOrder, 'NAME'>, Key>> = {
  QUESTIONS_RECEIVED: (f) => f.questionsReceived,
  QUESTIONS_ANSWERED: (f) => f.questionsAnswered,
  MEDIAN_ANSWER_MINUTES: (f) => f.medianAnswerMinutes,
  OVERDUE: (f) => f.overdue,
  MEETINGS_HELD: (f) => f.meetingsHeld,
  FEEDBACK_AVERAGE: (f) => f.feedbackAverage,
  LAST_ACTIVE: (f) => f.lastActiveAt?.getTime() ?? null,
}

const nameOf = (f: AmbassadorFigures): string => `${f.ambassador.row.lastName} ${f.ambassador.row.firstName}`.toLocaleLowerCase()

/** Figures most first (absent figures last), NAME A→Z; ties by name, then id. */
export function sortFigures(list: AmbassadorFigures[], order: AmbassadorInsightsOrder): AmbassadorFigures[] {
  const byName = (a: AmbassadorFigures, b: AmbassadorFigures) => nameOf(a).localeCompare(nameOf(b)) || a.ambassador.row.id.localeCompare(b.ambassador.row.id)
  if (order === 'NAME') return list.sort(byName)
  const key = FIGURE_OF[order]
  return list.sort((a, b) => {
    const [x, y] = [key(a), key(b)]
    if (x !== y) {
      if (x === null) return 1
      if (y === null) return -1
      return x < y ? 1 : -1
    }
    return byName(a, b)
  })
}

/** Staff only: the resolver checks. Overdue and held are counted as of `deps.clock()`. */
export async function ambassadorFigures(deps: Pick<Deps, 'db' | 'org' | 'clock'>, range: InsightsRange, order: AmbassadorInsightsOrder): Promise<AmbassadorFigures[]> {
  const figures = await figureRows(deps, range, deps.clock())
  if (figures.length === 0) return []
  const rows: AmbassadorRow[] = await deps.db
    .select()
    .from(ambassadors)
    .where(
      inArray(
        ambassadors.id,
        figures.map((f) => f.id),
      ),
    )
  const views = new Map((await staffViews(deps.db, rows)).map((v) => [v.row.id, v]))
  const list = figures.flatMap((f) => {
    const view = views.get(f.id)
    if (view === undefined) return []
    return [
      {
        ambassador: view,
        questionsReceived: Number(f.received),
        questionsAnswered: Number(f.answered),
        medianAnswerMinutes: nullable(f.median),
        overdue: Number(f.overdue),
        meetingsHeld: Number(f.held),
        feedbackAverage: nullable(f.rating_average),
        feedbackCount: Number(f.rating_count),
        lastActiveAt: view.row.lastActiveAt,
      },
    ]
  })
  return sortFigures(list, order)
}
