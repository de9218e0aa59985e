import { useTranslation } from 'react-i18next'
import type { Locale } from '../../../contract/locale'
import { BarList } from './BarList'
import { ChartCard } from './ChartCard'
import { formatCount, formatShare, shareOf } from './insights-format'
import type { InsightsData } from './insights-operations'

interface FunnelCardProps {
  readonly funnel: InsightsData['funnel']
  readonly period: string
  readonly locale: Locale
}

/** Visit → match completed → a question or a meeting, each later step also as a share of the visits, the visits named ("42 % of 120 visits", never above 100 %). */
export function FunnelCard({ funnel, period, locale }: FunnelCardProps) {
  const { t } = useTranslation()
  const visits = formatCount(funnel.visits, locale)
  const share = (value: number): string => {
    const part = shareOf(value, funnel.visits)
    return part === null ? '—' : t('staffConsole.insights.funnel.shareOf', { share: formatShare(part, locale), visits, count: funnel.visits })
  }
  // In the summary the visits are already named ("Of 120 visits …"): the share alone.
  const plainShare = (value: number): string => {
    const part = shareOf(value, funnel.visits)
    return part === null ? '—' : formatShare(part, locale)
  }
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
        completedShare: plainShare(funnel.matchesCompleted),
        engaged: formatCount(funnel.engaged, locale),
        engagedShare: plainShare(funnel.engaged),
        period,
      })}
      visual={
        <BarList
          rows={steps.map((step, index) => ({
            label: step.label,
            value: step.value,
            text: index === 0 ? formatCount(step.value, locale) : `${formatCount(step.value, locale)} · ${share(step.value)}`,
          }))}
        />
      }
      table={{
        columns: [t('staffConsole.insights.funnel.step'), t('staffConsole.insights.funnel.count'), t('staffConsole.insights.funnel.share')],
        rows: steps.map((step, index) => [step.label, formatCount(step.value, locale), index === 0 ? '—' : share(step.value)]),
      }}
    />
  )
}
