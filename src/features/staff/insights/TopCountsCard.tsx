import { useTranslation } from 'react-i18next'
import type { Locale } from '../../../contract/locale'
import { BarList } from './BarList'
import { ChartCard } from './ChartCard'
import { formatCount } from './insights-format'

interface TopCountsCardProps {
  readonly kind: 'topics' | 'fields'
  readonly counts: readonly { readonly label: string; readonly count: number; readonly key?: string | null }[]
  /** A field's name in the staff member's language from its key (topics are shown as asked). */
  readonly nameOf?: (count: { readonly label: string; readonly key?: string | null }) => string
  readonly period: string
  readonly locale: Locale
}

/** The ten topics, or fields of study, asked about most. */
export function TopCountsCard({ kind, counts, nameOf = (count) => count.label, period, locale }: TopCountsCardProps) {
  const { t } = useTranslation()
  const rows = counts.map((count) => ({ label: nameOf(count), value: count.count, text: formatCount(count.count, locale) }))
  const top = rows[0]
  return (
    <ChartCard
      id={`insights-top-${kind}`}
      title={t(kind === 'topics' ? 'staffConsole.insights.charts.topTopics' : 'staffConsole.insights.charts.topFields')}
      period={period}
      summary={top ? t('staffConsole.insights.top.summary', { period, label: top.label, number: top.text }) : t('staffConsole.insights.top.none', { period })}
      visual={<BarList rows={rows} />}
      table={{
        columns: [t(kind === 'topics' ? 'staffConsole.insights.top.topic' : 'staffConsole.insights.top.field'), t('staffConsole.insights.top.questions')],
        rows: rows.map((row) => [row.label, row.text]),
      }}
    />
  )
}
