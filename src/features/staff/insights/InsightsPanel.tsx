import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { zoneName } from '../../../contract/meeting-times'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { usePageLocale } from '../../../routing/usePageLocale'
import { AmbassadorInsightsTable } from './AmbassadorInsightsTable'
import { AnswerTimesCard } from './AnswerTimesCard'
import { addDays, inclusiveDayCount } from './calendar-days'
import { DailyCharts } from './DailyCharts'
import { ExportButtons } from './ExportButtons'
import { FunnelCard } from './FunnelCard'
import { formatDay, formatScore } from './insights-format'
import { InsightsQuery } from './insights-operations'
import { periodPhrase } from './insights-words'
import { KeyFigures } from './KeyFigures'
import { RangePicker } from './RangePicker'
import { TopCountsCard } from './TopCountsCard'
import { useInsightsRange } from './useInsightsRange'
import './insights.css'

interface InsightsPanelProps {
  /** Opens an ambassador's entry in the Ambassadors tab. */
  readonly onOpenAmbassador: (email: string) => void
}

/**
 * The Insights tab (issue 20), its own lazily loaded chunk with uPlot in it:
 * the range, key figures against the previous period, the charts with their
 * summaries and tables, the per-ambassador table and the CRM exports.
 */
export default function InsightsPanel({ onOpenAmbassador }: InsightsPanelProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const { choice, range, timeZone, choose, learnTimeZone } = useInsightsRange()
  const variables = useMemo(() => ({ from: range.from, to: range.to, locale }), [range, locale])
  const result = useBrowserQuery(InsightsQuery, variables, { requestPolicy: 'cache-and-network' })
  const insights = result.data?.insights
  const answeredZone = insights?.timeZone
  useEffect(() => {
    if (answeredZone !== undefined) learnTimeZone(answeredZone)
  }, [answeredZone, learnTimeZone])

  const days = inclusiveDayCount(range.from, range.to)
  const period = periodPhrase(choice, range, locale, t)
  const fieldNames = useMemo(() => new Map((result.data?.organization.fields ?? []).map((field) => [field.key, field.name])), [result.data])
  // The API words labels in the request's Accept-Language; the console's language decides here.
  const nameOfField = ({ key, label }: { key?: string | null; label: string }): string =>
    key === '' ? t('staffConsole.insights.top.unknownField') : ((key && fieldNames.get(key)) ?? label)

  let body
  if (!insights) body = result.status === 'error' ? <QueryError onRetry={result.refresh} /> : <LoadingStatus label={t('staffConsole.insights.loading')} />
  else
    body = (
      <>
        <KeyFigures
          totals={insights.totals}
          previous={insights.previousTotals}
          days={days}
          answered={insights.firstAnswerByWeek.reduce((sum, week) => sum + week.answered, 0)}
          locale={locale}
        />
        <p className="insights-summary">
          {insights.feedback.average === null
            ? t('staffConsole.insights.feedback.none', { period })
            : t('staffConsole.insights.feedback.summary', { average: formatScore(insights.feedback.average, locale), count: insights.feedback.count, period })}
        </p>
        <DailyCharts series={insights.series} totals={insights.totals} previous={insights.previousTotals} period={period} locale={locale} />
        <div className="insights-cards">
          <FunnelCard funnel={insights.funnel} period={period} locale={locale} />
          <AnswerTimesCard insights={insights} period={period} locale={locale} />
          <TopCountsCard kind="topics" counts={insights.topTopics} period={period} locale={locale} />
          <TopCountsCard kind="fields" counts={insights.topFields} nameOf={nameOfField} period={period} locale={locale} />
        </div>
      </>
    )
  return (
    <div className="area-panel insights">
      <h2>{t('staffConsole.insights.heading')}</h2>
      <p className="area-muted">{t('staffConsole.insights.intro', { timeZone: zoneName(timeZone, locale) })}</p>
      <RangePicker choice={choice} range={range} onChoose={choose} />
      <p className="insights-showing" aria-live="polite">
        {t('staffConsole.insights.range.showing', {
          from: formatDay(range.from, locale),
          to: formatDay(range.to, locale),
          previousFrom: formatDay(addDays(range.from, -days), locale),
          previousTo: formatDay(addDays(range.from, -1), locale),
        })}
      </p>
      {body}
      <AmbassadorInsightsTable range={range} period={period} locale={locale} onOpenAmbassador={onOpenAmbassador} />
      <ExportButtons range={range} period={period} />
    </div>
  )
}
