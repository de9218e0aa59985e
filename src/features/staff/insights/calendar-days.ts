/**
 * Calendar days as the API's `Date` scalar writes them (`YYYY-MM-DD`), with
 * arithmetic done in UTC so no local offset or daylight-saving change can
 * shift a day. "Today" is read in the organization's time zone: the
 * dashboard's days are the organization's days, wherever staff sit.
 */
import { calendarDayUtcMs } from '../../../contract/insights-range'

const DAY_MS = 86_400_000
/** The UTC midnight of a `YYYY-MM-DD` day, or null when it is not a real calendar day. */
export const dayToUtcMs = calendarDayUtcMs

export const isCalendarDay = (day: string): boolean => dayToUtcMs(day) !== null

const utcMsToDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** The day `days` after (negative: before) a valid day. */
export function addDays(day: string, days: number): string {
  const ms = dayToUtcMs(day)
  if (ms === null) throw new RangeError(`not a calendar day: ${day}`)
  return utcMsToDay(ms + days * DAY_MS)
}

/** How many days from..to counts, both included (1 for a single day; 0 or less when to is before from). */
export function inclusiveDayCount(from: string, to: string): number {
  const start = dayToUtcMs(from)
  const end = dayToUtcMs(to)
  if (start === null || end === null) throw new RangeError(`not calendar days: ${from}, ${to}`)
  return Math.round((end - start) / DAY_MS) + 1
}

/** Today's date in an IANA zone (the browser's zone when the name is unknown to this runtime). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now)
  } catch {
    parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now)
  }
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The browser's own zone: the first guess of the organization's until the API names it. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}
