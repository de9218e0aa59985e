/**
 * Words for durations and moments in the ambassador's language, with the
 * platform's Intl formatters only (no date library in the bundle).
 */
import type { Locale } from '../../../contract/locale'

const MINUTE_MS = 60_000
const HOUR_MIN = 60
const DAY_MIN = 24 * HOUR_MIN

type Unit = 'minute' | 'hour' | 'day'

/** The unit a person would use: minutes under an hour, hours under two days, then days. */
export function pickUnit(minutes: number): { value: number; unit: Unit } {
  const abs = Math.abs(minutes)
  if (abs < HOUR_MIN) return { value: Math.round(minutes), unit: 'minute' }
  if (abs < 2 * DAY_MIN) return { value: Math.round(minutes / HOUR_MIN), unit: 'hour' }
  return { value: Math.round(minutes / DAY_MIN), unit: 'day' }
}

/** "3 days ago" / "il y a 3 jours" for something that happened `minutesAgo` minutes before now. */
export function formatMinutesAgo(minutesAgo: number, locale: Locale): string {
  const { value, unit } = pickUnit(Math.max(0, minutesAgo))
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-value, unit)
}

/** "3 days ago" for an ISO instant, relative to `now`. */
export function formatRelativeToNow(iso: string, locale: Locale, now: number = Date.now()): string {
  return formatMinutesAgo((now - Date.parse(iso)) / MINUTE_MS, locale)
}

/** "2 hours" / "2 heures": a length of time (median answer time, time to answer). */
export function formatDuration(minutes: number, locale: Locale): string {
  const { value, unit } = pickUnit(Math.max(0, minutes))
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

/** Minutes between an ISO instant and now (the inbox refreshes "waiting" without a refetch). */
export function minutesSince(iso: string, now: number = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / MINUTE_MS))
}

/** "Mon 3 June 2030, 14:00" in `timeZone` (the ambassador's own zone). */
export function formatDateTime(iso: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso))
}

/** "14:30" in `timeZone`. */
export function formatTime(iso: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(iso))
}
