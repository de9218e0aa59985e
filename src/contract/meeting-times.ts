/**
 * How a booking talks about time (issue 33, decision 146), the same on the
 * page and in the e-mails: a zone by its human name and city ("Eastern Time —
 * Toronto", never `America/Toronto`), which hours are night for a visitor,
 * and what a pending request says about the wait.
 */
import type { Locale } from './locale'

/** A slot starting at or after this local hour… */
export const NIGHT_STARTS_HOUR = 22
/** …or before this one is at night for whoever reads it. */
export const NIGHT_ENDS_HOUR = 7

/** "Alice confirms within about N hours" when neither she nor the organization has confirmed enough requests to say. */
export const CONFIRMATION_FALLBACK_HOURS = 24
/** Confirmations a typical time is taken from (fewer: the organization's, then the fallback). */
export const CONFIRMATION_SAMPLE_MIN = 3

const UTC_NAMES = /^(?:Etc\/)?(?:UTC|UCT|GMT|Universal|Zulu)$/

/** `Toronto` of `America/Toronto`, `Buenos Aires` of `America/Argentina/Buenos_Aires`; null for zones without a city (UTC, Etc/GMT+5). */
export function cityOfZone(timeZone: string): string | null {
  if (!timeZone.includes('/') || timeZone.startsWith('Etc/')) return null
  const city = timeZone.slice(timeZone.lastIndexOf('/') + 1).replaceAll('_', ' ')
  return city === '' ? null : city
}

/** "Eastern Time — Toronto" / "heure de l’Est nord-américain — Toronto"; "UTC" for UTC and unknown zones. */
export function zoneName(timeZone: string, locale: Locale, at: Date = new Date()): string {
  if (UTC_NAMES.test(timeZone)) return 'UTC'
  let generic: string | undefined
  try {
    generic = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value
  } catch {
    return 'UTC'
  }
  const city = cityOfZone(timeZone)
  if (generic === undefined) return city ?? 'UTC'
  return city === null ? generic : `${generic} — ${city}`
}

/** The local hour (0–23) of an instant in a zone. */
export function localHour(at: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at)
  return Number(hour)
}

export const isNightHour = (hour: number): boolean => hour >= NIGHT_STARTS_HOUR || hour < NIGHT_ENDS_HOUR

/** True when there is at least one slot and every one starts at night in `timeZone`. */
export function allAtNight(starts: readonly (string | Date)[], timeZone: string): boolean {
  return starts.length > 0 && starts.every((s) => isNightHour(localHour(new Date(s), timeZone)))
}
