/**
 * The Insights date range (issue 20) field by field, for the console's range
 * picker: the API's rule (server/insights/range.ts) — inclusive calendar days
 * `YYYY-MM-DD` in the organization's time zone, `from <= to`, at most
 * INSIGHTS_RANGE_MAX_DAYS (limits.ts). The API answers a bad range with one
 * sentence (`errors.insightsRange`); the console says which field is wrong
 * and how.
 */
import { INSIGHTS_RANGE_MAX_DAYS } from './limits'

/** What is wrong with a range; each names its `validation.*` message (`INSIGHTS_RANGE_MESSAGE_KEYS`). */
export type InsightsRangeProblem = 'fromMissing' | 'fromInvalid' | 'toMissing' | 'toInvalid' | 'order' | 'tooLong'

export const INSIGHTS_RANGE_MESSAGE_KEYS = {
  fromMissing: 'validation.required',
  toMissing: 'validation.required',
  fromInvalid: 'validation.insightsDate',
  toInvalid: 'validation.insightsDate',
  order: 'validation.insightsRangeOrder',
  tooLong: 'validation.insightsRangeTooLong',
} as const satisfies Record<InsightsRangeProblem, string>

const DAY_MS = 86_400_000
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** UTC midnight of a real calendar day written `YYYY-MM-DD` (the `Date` scalar), else null (2026-02-30). */
export function calendarDayUtcMs(day: string): number | null {
  const match = ISO_DAY.exec(day)
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(year, month - 1, date)
  const back = new Date(ms)
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === date ? ms : null
}

/**
 * The range's problems, at most one per end: `from`'s first, `to`'s next,
 * then the order and length that only a pair of valid days can have.
 */
export function insightsRangeProblems(from: string, to: string): { from?: InsightsRangeProblem; to?: InsightsRangeProblem } {
  const start = from === '' ? null : calendarDayUtcMs(from)
  const end = to === '' ? null : calendarDayUtcMs(to)
  const problems: { from?: InsightsRangeProblem; to?: InsightsRangeProblem } = {}
  if (from === '') problems.from = 'fromMissing'
  else if (start === null) problems.from = 'fromInvalid'
  if (to === '') problems.to = 'toMissing'
  else if (end === null) problems.to = 'toInvalid'
  if (start === null || end === null) return problems
  if (end < start) problems.to = 'order'
  else if ((end - start) / DAY_MS + 1 > INSIGHTS_RANGE_MAX_DAYS) problems.to = 'tooLong'
  return problems
}
