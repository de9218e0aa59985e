/**
 * The range staff chose on the Insights tab: a preset (the last 7, 30 or 90
 * days, today included, in the organization's zone) or custom days. Kept in
 * the tab's storage as one short string (`last30`, `custom:2026-11-01:2026-11-30`)
 * so a reload, or a re-sign-in after expiry, shows the same figures.
 */
import { insightsRangeProblems } from '../../../contract/insights-range'
import { addDays, todayIn } from './calendar-days'

export const RANGE_PRESETS = ['last7', 'last30', 'last90'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

export const PRESET_DAYS: Readonly<Record<RangePreset, number>> = { last7: 7, last30: 30, last90: 90 }

export type RangeChoice = { readonly preset: RangePreset } | { readonly preset: 'custom'; readonly from: string; readonly to: string }

export const DEFAULT_RANGE: RangeChoice = { preset: 'last30' }

export interface DayRange {
  readonly from: string
  readonly to: string
}

/** The days a choice covers, given the organization's zone and now. */
export function resolveRange(choice: RangeChoice, timeZone: string, now: Date = new Date()): DayRange {
  if (choice.preset === 'custom') return { from: choice.from, to: choice.to }
  const to = todayIn(timeZone, now)
  return { from: addDays(to, 1 - PRESET_DAYS[choice.preset]), to }
}

export function serializeRange(choice: RangeChoice): string {
  return choice.preset === 'custom' ? `custom:${choice.from}:${choice.to}` : choice.preset
}

/** The stored choice, or the default when nothing (or nothing valid any more) is stored. */
export function parseRange(stored: string | null): RangeChoice {
  if (stored === null) return DEFAULT_RANGE
  const preset = RANGE_PRESETS.find((value) => value === stored)
  if (preset) return { preset }
  const [kind, from = '', to = '', ...rest] = stored.split(':')
  const problems = insightsRangeProblems(from, to)
  if (kind !== 'custom' || rest.length > 0 || problems.from || problems.to) return DEFAULT_RANGE
  return { preset: 'custom', from, to }
}
