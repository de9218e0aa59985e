import type { Locale } from '../../contract/locale'
import { dateTimeFormat, displayNames, listFormat, numberFormat, relativeTimeFormat } from '../../i18n/intl-cache'

/**
 * Pure formatting for ambassador cards and the home page: everything a
 * visitor reads is built with Intl in the page's locale, so "3 hours" /
 * "3 heures" and "English and French" / "anglais et français" come out right.
 */

/** "Alice", "D." → "AD" (the photo placeholder). */
export function initialsOf(firstName: string, lastInitial: string): string {
  const first = Array.from(firstName.trim())[0] ?? ''
  const last = Array.from(lastInitial.replace(/[^\p{L}]/gu, ''))[0] ?? ''
  return (first + last).toLocaleUpperCase()
}

/** "Alice D.", or the "Former ambassador" label once staff erased them (their names are empty then). */
export function bylineName(ambassador: { readonly firstName: string; readonly lastInitial: string; readonly former: boolean }, formerLabel: string): string {
  return ambassador.former ? formerLabel : `${ambassador.firstName} ${ambassador.lastInitial}`
}

/**
 * Placeholder backgrounds: darker tones that keep white initials above the
 * AA contrast ratio (≥ 4.5:1), chosen from the id so a person keeps a colour.
 */
export const AVATAR_COLOURS = ['#1f4e79', '#6b2c91', '#0f6157', '#8a3b12', '#7a1f3d', '#2f5d1a', '#44506b', '#0b5c8a'] as const

export function avatarColourOf(id: string): string {
  let hash = 0
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0]
}

export type DurationUnit = 'minute' | 'hour' | 'day'

/** A median answer time as the unit a person would say: 45 min, 3 h (rounded up), 2 days. */
export function durationParts(minutes: number): { value: number; unit: DurationUnit } {
  const safe = Math.max(1, Math.round(minutes))
  if (safe < 60) return { value: safe, unit: 'minute' }
  if (safe < 48 * 60) return { value: Math.ceil(safe / 60), unit: 'hour' }
  return { value: Math.ceil(safe / (24 * 60)), unit: 'day' }
}

/** 180 → "3 hours" / "3 heures". */
export function formatDuration(minutes: number, locale: Locale): string {
  const { value, unit } = durationParts(minutes)
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value)
}

/** 'ja' → "Japanese" / "japonais"; an unknown code is shown as is. */
export function languageName(code: string, locale: Locale): string {
  try {
    return displayNames(locale, { type: 'language', fallback: 'code' }).of(code) ?? code
  } catch {
    return code
  }
}

/** ['en', 'fr'] → "English and French" / "anglais et français". */
export function formatLanguages(codes: readonly string[], locale: Locale): string {
  return listFormat(locale, { style: 'long', type: 'conjunction' }).format(codes.map((code) => languageName(code, locale)))
}

const RELATIVE_STEPS: readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
]

/** "3 hours ago" / "il y a 3 heures", "yesterday" / "hier"; under a minute: "now" / "maintenant". */
export function formatTimeAgo(iso: string, now: number, locale: Locale): string {
  const format = relativeTimeFormat(locale, { numeric: 'auto' })
  const elapsed = Math.round((new Date(iso).getTime() - now) / 1000)
  for (const { unit, seconds } of RELATIVE_STEPS) {
    if (Math.abs(elapsed) >= seconds) return format.format(Math.trunc(elapsed / seconds), unit)
  }
  return format.format(0, 'second')
}

/**
 * A date that renders the same on the server and in any browser (UTC): what
 * the prerendered HTML shows until the relative "time ago" takes over.
 */
export function formatStableDate(iso: string, locale: Locale): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))
}
