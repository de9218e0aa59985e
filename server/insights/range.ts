/**
 * The period the dashboard and the exports report on: inclusive calendar days
 * in the organization's time zone (decision 100), at most
 * INSIGHTS_RANGE_MAX_DAYS, and the equally long period just before it.
 */
import { INSIGHTS_RANGE_MAX_DAYS } from '../../src/contract/limits'
import type { Locale } from '../../src/contract/locale'
import { interpolate, messageText } from '../../src/contract/messages'

const DAY_MS = 86_400_000

export interface InsightsRange {
  /** First and last local day, `YYYY-MM-DD`. */
  readonly from: string
  readonly to: string
  readonly timeZone: string
  readonly days: number
}

/** The translated sentence a bad range answers with (GraphQL BAD_USER_INPUT, export 400). */
export const rangeProblem = (locale: Locale): string => interpolate(messageText(locale, 'errors.insightsRange') ?? 'Bad range.', { max: INSIGHTS_RANGE_MAX_DAYS })

/** Days since 1970-01-01 of a `YYYY-MM-DD` calendar date, or null when it is no real date (2026-02-30). */
export function dayNumber(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (match === null) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(y, m - 1, d)
  const back = new Date(ms)
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null
  return ms / DAY_MS
}

export const isoOfDayNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10)

export const addDays = (iso: string, days: number): string => isoOfDayNumber((dayNumber(iso) ?? 0) + days)

/** The range, or null when `from`/`to` are no dates, reversed or too far apart. */
export function parseRange(from: string, to: string, timeZone: string): InsightsRange | null {
  const a = dayNumber(from)
  const b = dayNumber(to)
  if (a === null || b === null || a > b || b - a + 1 > INSIGHTS_RANGE_MAX_DAYS) return null
  return { from, to, timeZone, days: b - a + 1 }
}

/** The equally long period ending the day before `range.from`. */
export function previousRange(range: InsightsRange): InsightsRange {
  return { from: addDays(range.from, -range.days), to: addDays(range.from, -1), timeZone: range.timeZone, days: range.days }
}

/** Every day of the range, in order. */
export function daysOf(range: InsightsRange): string[] {
  const first = dayNumber(range.from) ?? 0
  return Array.from({ length: range.days }, (_, i) => isoOfDayNumber(first + i))
}
