import { useTranslation } from 'react-i18next'
import type { Locale } from '../../../contract/locale'
import { BarList } from './BarList'
import { ChartCard } from './ChartCard'
import { formatCount, formatShare } from './insights-format'
import type { InsightsData } from './insights-operations'

interface FunnelCardProps {
  readonly funnel: InsightsData['funnel']
  readonly period: string
  readonly locale: Locale
}

/** Visit → match completed → a question or a meeting, each step also as a share of the visits. */
export function FunnelCard({ funnel, period, locale }: FunnelCardProps) {
  const { t } = useTranslation()
  const share = (value: number): string => (funnel.visits === 0 ? '—' : formatShare(value / funnel.visits, locale))
  const steps = [
    { label: t('staffConsole.insights.metrics.visits'), value: funnel.visits },
    { label: t('staffConsole.insights.metrics.matchesCompleted'), value: funnel.matchesCompleted },
    { label: t('staffConsole.insights.metrics.engaged'), value: funnel.engaged },
  ]
  return (
    <ChartCard
      id="insights-funnel"
      title={t('staffConsole.insights.charts.funnel')}
      period={period}
      summary={t('staffConsole.insights.funnel.summary', {
        visits: formatCount(funnel.visits, locale),
        completed: formatCount(funnel.matchesCompleted, locale),
        completedShare: share(funnel.matchesCompleted),
        engaged: formatCount(funnel.engaged, locale),
        engagedShare: share(funnel.engaged),
        period,
      })}
      visual={<BarList rows={steps.map((step) => ({ label: step.label, value: step.value, text: formatCount(step.value, locale) }))} />}
      table={{
        columns: [t('staffConsole.insights.funnel.step'), t('staffConsole.insights.funnel.count'), t('staffConsole.insights.funnel.share')],
        rows: steps.map((step) => [step.label, formatCount(step.value, locale), share(step.value)]),
      }}
    />
  )
}
