import { useTranslation } from 'react-i18next'
import type { Locale } from '../../../contract/locale'
import { dayToUtcMs } from './calendar-days'
import { ChartCard } from './ChartCard'
import { formatCount, formatDay } from './insights-format'
import type { InsightsDayData, InsightsTotalsData } from './insights-operations'
import { metricSummary, type CountMetric } from './insights-words'
import TimeChart from './TimeChart'
import { useChartFormatters } from './useChartFormatters'

/** The charts by day and the figures each draws. */
export const DAILY_CHARTS = [
  { id: 'traffic', metrics: ['visits', 'widgetOpens'] },
  { id: 'matches', metrics: ['matchesStarted', 'matchesCompleted'] },
  { id: 'questions', metrics: ['questionsAsked', 'questionsAnswered'] },
  { id: 'meetings', metrics: ['meetingsBooked', 'meetingsHeld', 'meetingsMissed', 'meetingsCancelled'] },
  { id: 'joins', metrics: ['communityJoins'] },
] as const satisfies readonly { id: string; metrics: readonly CountMetric[] }[]

interface DailyChartsProps {
  readonly series: readonly InsightsDayData[]
  readonly totals: InsightsTotalsData
  readonly previous: InsightsTotalsData
  readonly period: string
  readonly locale: Locale
}

/** One card per group of daily figures: a summary of each figure, the lines by day, and the days as a table. */
export function DailyCharts({ series, totals, previous, period, locale }: DailyChartsProps) {
  const { t } = useTranslation()
  const formatters = useChartFormatters(locale)
  const x = series.map((day) => (dayToUtcMs(day.date) ?? 0) / 1000)
  return (
    <section aria-labelledby="insights-daily">
      <h3 id="insights-daily">{t('staffConsole.insights.charts.heading')}</h3>
      <div className="insights-cards">
        {DAILY_CHARTS.map(({ id, metrics }) => {
          const labels = metrics.map((metric) => t(`staffConsole.insights.metrics.${metric}`))
          return (
            <ChartCard
              key={id}
              id={`insights-${id}`}
              title={t(`staffConsole.insights.charts.${id}`)}
              period={period}
              summary={metrics.map((metric) => metricSummary(metric, totals[metric], previous[metric], period, locale, t)).join(' ')}
              visual={
                <TimeChart
                  x={x}
                  xLabel={t('staffConsole.insights.table.day')}
                  series={metrics.map((metric, index) => ({ label: labels[index] ?? metric, values: series.map((day) => day[metric]) }))}
                  {...formatters}
                />
              }
              table={{
                columns: [t('staffConsole.insights.table.day'), ...labels],
                rows: series.map((day) => [formatDay(day.date, locale), ...metrics.map((metric) => formatCount(day[metric], locale))]),
              }}
            />
          )
        })}
      </div>
    </section>
  )
}
