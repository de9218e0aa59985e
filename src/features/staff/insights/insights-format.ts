/**
 * Figures in the staff member's language, with the platform's Intl only:
 * counts, shares, days and weeks (calendar days, read in UTC so the browser's
 * own offset never moves them), and how a figure compares with the period
 * before.
 */
import type { Locale } from '../../../contract/locale'
import { dateTimeFormat, numberFormat } from '../../../i18n/intl-cache'
import { dayToUtcMs } from './calendar-days'

export const formatCount = (value: number, locale: Locale): string => numberFormat(locale).format(value)

/** 0..1 as a whole percent ("12%", "12 %"). */
export const formatShare = (value: number, locale: Locale): string => numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value)

/**
 * `part` of `whole` as a share, never above 1 (issue 34: no "160 %" of the visits), or null when there is no
 * whole to take a share of. Callers say the whole in words ("42 % of 120 visits").
 */
export function shareOf(part: number, whole: number): number | null {
  if (whole <= 0) return null
  return Math.min(Math.max(part, 0) / whole, 1)
}

/** A feedback average out of 5, one decimal. */
export const formatScore = (value: number, locale: Locale): string => numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)

const DAY_STYLES = {
  short: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  medium: { dateStyle: 'medium', timeZone: 'UTC' },
  long: { dateStyle: 'full', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

/** A `YYYY-MM-DD` calendar day: `short` "30 Nov", `medium` "Nov 30, 2026", `long` "Monday, November 30, 2026". */
export function formatDay(day: string, locale: Locale, style: keyof typeof DAY_STYLES = 'medium'): string {
  const ms = dayToUtcMs(day)
  return ms === null ? day : dateTimeFormat(locale, DAY_STYLES[style]).format(ms)
}

/** The chart axes' days, given as UTC-midnight seconds. */
export const formatDaySeconds = (seconds: number, locale: Locale): string => dateTimeFormat(locale, DAY_STYLES.short).format(seconds * 1000)

/** How a figure moved since the equally long period before. */
export type Change = { readonly kind: 'up' | 'down'; readonly ratio: number } | { readonly kind: 'same' | 'new' | 'none' }

/**
 * `none` when either side is unknown (a median with nothing answered);
 * `new` from zero to something (no percentage of zero); `same` when the move
 * rounds to 0 %.
 */
export function compareWithPrevious(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return { kind: 'none' }
  if (previous === 0) return current === 0 ? { kind: 'same' } : { kind: 'new' }
  const ratio = (current - previous) / Math.abs(previous)
  if (Math.abs(ratio) < 0.005) return { kind: 'same' }
  return { kind: ratio > 0 ? 'up' : 'down', ratio: Math.abs(ratio) }
}

/** Whether a change is good news: more visits is better, a longer answer time or more missed calls is worse. */
export type Verdict = 'better' | 'worse' | 'neutral'

/** Figures where less is better (issue 34: a falling answer time is an improvement, not a ▼). */
export const LOWER_IS_BETTER: ReadonlySet<string> = new Set(['meetingsMissed', 'meetingsCancelled', 'medianFirstAnswer'])

export function verdictOf(change: Change, lowerIsBetter: boolean): Verdict {
  if (change.kind === 'up' || change.kind === 'new') return lowerIsBetter ? 'worse' : 'better'
  if (change.kind === 'down') return lowerIsBetter ? 'better' : 'worse'
  return 'neutral'
}

/**
 * The arrow shown before a change's words says better (▲) or worse (▼), not up or down; the words say both
 * ("Better: down 12 % …"), and the colour only repeats them.
 */
export const VERDICT_ARROWS: Readonly<Record<Verdict, string>> = { better: '▲', worse: '▼', neutral: '' }
