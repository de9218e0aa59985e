/**
 * The Insights tab's sentences: the period in words, a figure's change
 * against the previous period ("up 12% vs the previous 30 days"), and each
 * chart's one-line summary ("Visits rose 12% to 340 over the last 30 days").
 */
import type { TFunction } from 'i18next'
import type { Locale } from '../../../contract/locale'
import { inclusiveDayCount } from './calendar-days'
import { compareWithPrevious, formatCount, formatDay, formatShare, type Change } from './insights-format'
import type { DayRange, RangeChoice } from './range-choice'
import { INSIGHTS_COUNT_METRICS, type InsightsCountMetric } from '../../../contract/insights-metrics'

/** The counted figures of `InsightsTotals` and `InsightsDay`. */
export const COUNT_METRICS = INSIGHTS_COUNT_METRICS
export type CountMetric = InsightsCountMetric

/** "over the last 30 days" for a preset, "from Nov 1, 2026 to Nov 30, 2026" for chosen days. */
export function periodPhrase(choice: RangeChoice, range: DayRange, locale: Locale, t: TFunction): string {
  if (choice.preset !== 'custom') return t('staffConsole.insights.period.last', { count: inclusiveDayCount(range.from, range.to) })
  return t('staffConsole.insights.period.between', { from: formatDay(range.from, locale), to: formatDay(range.to, locale) })
}

/** "up 12% vs the previous 30 days" (the arrow is drawn apart, see CHANGE_ARROWS). */
export function changeWords(change: Change, days: number, locale: Locale, t: TFunction): string {
  const percent = 'ratio' in change ? formatShare(change.ratio, locale) : ''
  return t(`staffConsole.insights.change.${change.kind}`, { count: days, percent })
}

/** One metric's sentence: its total for the period and how it moved. */
export function metricSummary(metric: CountMetric, total: number, previous: number, period: string, locale: Locale, t: TFunction): string {
  const change = compareWithPrevious(total, previous)
  const percent = 'ratio' in change ? formatShare(change.ratio, locale) : ''
  return t(`staffConsole.insights.summary.${change.kind}`, { metric: t(`staffConsole.insights.metrics.${metric}`), total: formatCount(total, locale), percent, period })
}
