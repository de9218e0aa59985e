/**
 * Choices of the availability editor, from the platform (Intl) so they are
 * complete and in the ambassador's language without shipping tables.
 */
import type { Locale } from '../../../contract/locale'
import { zoneName } from '../../../contract/meeting-times'

/** Granularity the time inputs step by (they still accept any minute). */
export const TIME_STEP_MIN = 15
/** How the API spells "until midnight" at the end of a window. */
export const END_OF_DAY = '24:00'
const MIDNIGHT_INPUT = '00:00'

/**
 * A stored `HH:MM` as a time input shows it: a time input cannot hold 24:00,
 * so a window ending at midnight shows 00:00 (an end before any start can only
 * mean the end of the day).
 */
export function toTimeInput(value: string): string {
  return value === END_OF_DAY ? MIDNIGHT_INPUT : value
}

/** What a time input gives back, as stored: an end of 00:00 is midnight (24:00); seconds are dropped. */
export function fromTimeInput(part: 'start' | 'end', value: string): string {
  const time = value.slice(0, 5)
  return part === 'end' && time === MIDNIGHT_INPUT ? END_OF_DAY : time
}

/** "Monday" / "Lundi" for an ISO weekday (1 = Monday). */
export function weekdayName(weekday: number, locale: Locale): string {
  // 2024-01-01 was a Monday.
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)))
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}

/** Every IANA zone this browser knows, with the current one kept even if it is an alias. */
export function timeZoneChoices(current: string): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const zones = new Set<string>(supported)
  zones.add(current)
  zones.add('UTC')
  return [...zones].sort()
}

/**
 * A zone as a choice in a list: its human name in the page's language and its
 * offset now ("Central European Time — Paris (GMT+1)"), never the IANA id alone.
 */
export function zoneChoiceLabel(timeZone: string, locale: Locale, at: Date = new Date()): string {
  const offset = zoneOffsetLabel(timeZone, at)
  const name = zoneName(timeZone, locale, at)
  return offset && name !== 'UTC' ? `${name} (${offset})` : name
}

/** "GMT+2" for a zone right now, to help pick among many names. */
export function zoneOffsetLabel(timeZone: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')
    return part?.value ?? ''
  } catch {
    return ''
  }
}

/** The device's own zone (a one-click choice when it differs from the saved one). */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null
  } catch {
    return null
  }
}

/** Today as `YYYY-MM-DD` in a zone (out-of-office days are the ambassador's days). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
  } catch {
    return now.toISOString().slice(0, 10)
  }
}

/** "Friday 3 May 2030" for a calendar date (no zone shift: it is a date, not an instant). */
export function formatCalendarDate(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)))
}
