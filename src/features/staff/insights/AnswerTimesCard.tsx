import { useTranslation } from 'react-i18next'
import type { Locale } from '../../../contract/locale'
import { formatDuration } from '../../ambassadors-area/shared/time-format'
import { dayToUtcMs } from './calendar-days'
import { ChartCard } from './ChartCard'
import { formatCount, formatDay, formatShare } from './insights-format'
import type { InsightsData } from './insights-operations'
import TimeChart from './TimeChart'
import { useChartFormatters } from './useChartFormatters'

interface AnswerTimesCardProps {
  readonly insights: Pick<InsightsData, 'firstAnswerByWeek' | 'medianFirstAnswerMinutes' | 'answeredWithin24hShare'>
  readonly period: string
  readonly locale: Locale
}

const EMPTY = '—'

/** Median first-answer time by week (hours, left axis) and the share answered within 24 h (right axis). */
export function AnswerTimesCard({ insights, period, locale }: AnswerTimesCardProps) {
  const { t } = useTranslation()
  const formatters = useChartFormatters(locale)
  const weeks = insights.firstAnswerByWeek
  const median = insights.medianFirstAnswerMinutes
  const share = insights.answeredWithin24hShare
  let summary: string
  if (median === null) summary = t('staffConsole.insights.answers.none', { period })
  else if (share === null) summary = t('staffConsole.insights.answers.summaryNoShare', { period, median: formatDuration(median, locale) })
  else summary = t('staffConsole.insights.answers.summary', { period, median: formatDuration(median, locale), share: formatShare(share, locale) })
  return (
    <ChartCard
      id="insights-answer-times"
      title={t('staffConsole.insights.charts.answerTimes')}
      period={period}
      summary={summary}
      visual={
        <TimeChart
          x={weeks.map((week) => (dayToUtcMs(week.weekStart) ?? 0) / 1000)}
          xLabel={t('staffConsole.insights.answers.week')}
          series={[
            {
              label: t('staffConsole.insights.answers.medianAxis'),
              scale: 'hours',
              values: weeks.map((week) => (week.medianFirstAnswerMinutes === null ? null : week.medianFirstAnswerMinutes / 60)),
            },
            { label: t('staffConsole.insights.answers.within24h'), scale: 'share', values: weeks.map((week) => week.answeredWithin24hShare) },
          ]}
          {...formatters}
        />
      }
      table={{
        columns: [
          t('staffConsole.insights.answers.week'),
          t('staffConsole.insights.answers.answered'),
          t('staffConsole.insights.answers.median'),
          t('staffConsole.insights.answers.within24h'),
        ],
        rows: weeks.map((week) => [
          formatDay(week.weekStart, locale),
          formatCount(week.answered, locale),
          week.medianFirstAnswerMinutes === null ? EMPTY : formatDuration(week.medianFirstAnswerMinutes, locale),
          week.answeredWithin24hShare === null ? EMPTY : formatShare(week.answeredWithin24hShare, locale),
        ]),
      }}
    />
  )
}
