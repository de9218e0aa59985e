/**
 * Query.insights: the organization's figures for a range and the equally
 * long period before it. Each part is computed when a field asks for it, once
 * per request, so a view that shows only the series pays only for the series.
 */
import type { Deps } from '../core/deps'
import { badInput } from '../core/errors'
import { answerTimes, feedbackFigures, type AnswerTimes, type WeekAnswerTimes } from './answer-times'
import { dailyFigures, sumDays, type DayFigures } from './daily'
import { funnelFigures } from './funnel'
import { dayNumber, isoOfDayNumber, parseRange, previousRange, rangeProblem, type InsightsRange } from './range'
import { topFields, topTopics, type TopCount } from './top-lists'

/** The organization's time zone (decision 100). */
export const orgTimeZone = (deps: Pick<Deps, 'org'>): string => deps.org.row.timeZone

/** The staff member's range, or BAD_USER_INPUT in their language. */
export function requireRange(deps: Pick<Deps, 'org' | 'locale'>, from: string, to: string): InsightsRange {
  const range = parseRange(from, to, orgTimeZone(deps))
  if (range === null) throw badInput(rangeProblem(deps.locale))
  return range
}

const once = <T>(compute: () => Promise<T>): (() => Promise<T>) => {
  let value: Promise<T> | undefined
  return () => (value ??= compute())
}

function periodFigures(deps: Pick<Deps, 'db' | 'org'>, range: InsightsRange, now: Date) {
  const series = once(() => dailyFigures(deps.db, deps.org.id, range, now))
  const times = once(() => answerTimes(deps.db, deps.org.id, range, now))
  const feedback = once(() => feedbackFigures(deps.db, deps.org.id, range))
  const totals = once(async () => {
    const [days, t, f] = await Promise.all([series(), times(), feedback()])
    return {
      ...sumDays(days),
      medianFirstAnswerMinutes: t.period.medianMinutes,
      answeredWithin24hShare: t.period.within24hShare,
      feedbackAverage: f.average,
      feedbackCount: f.count,
    }
  })
  return { series, times, feedback, totals }
}

/** Every week touching the range (Monday first), its first week starting at `from`. */
function weeksOf(range: InsightsRange, found: readonly WeekAnswerTimes[]): WeekAnswerTimes[] {
  const byStart = new Map(found.map((w) => [w.weekStart, w]))
  const first = dayNumber(range.from) ?? 0
  const last = dayNumber(range.to) ?? 0
  // 1970-01-01 was a Thursday: day number + 3 counts from a Monday.
  const monday = first - ((first + 3) % 7)
  const weeks: WeekAnswerTimes[] = []
  for (let d = monday; d <= last; d += 7) {
    const figures: AnswerTimes = byStart.get(isoOfDayNumber(d)) ?? { answered: 0, medianMinutes: null, within24hShare: null }
    weeks.push({ ...figures, weekStart: isoOfDayNumber(Math.max(d, first)) })
  }
  return weeks
}

/** Staff only: the resolver checks. Figures that depend on the time (meetings held, answers due) are as of `deps.clock()`. */
export function insightsReport(deps: Pick<Deps, 'db' | 'org' | 'locale' | 'clock'>, range: InsightsRange) {
  const now = deps.clock()
  const current = periodFigures(deps, range, now)
  const previous = periodFigures(deps, previousRange(range), now)
  return {
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    series: (): Promise<DayFigures[]> => current.series(),
    totals: () => current.totals(),
    previousTotals: () => previous.totals(),
    // One population for every step (funnel.ts): never a step above 100 % of the visits.
    funnel: () => funnelFigures(deps.db, deps.org.id, range),
    medianFirstAnswerMinutes: async () => (await current.times()).period.medianMinutes,
    answeredWithin24hShare: async () => (await current.times()).period.within24hShare,
    firstAnswerByWeek: async () =>
      weeksOf(range, (await current.times()).weeks).map((w) => ({
        weekStart: w.weekStart,
        answered: w.answered,
        medianFirstAnswerMinutes: w.medianMinutes,
        answeredWithin24hShare: w.within24hShare,
      })),
    feedback: () => current.feedback(),
    topTopics: (): Promise<TopCount[]> => topTopics(deps.db, deps.org.id, range),
    topFields: (): Promise<TopCount[]> => topFields(deps.db, deps.org, range, deps.locale),
  }
}

/** Query.insights's answer (the Insights type's parent): the range, and each part computed when asked for. */
export type InsightsReport = ReturnType<typeof insightsReport>
