import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../../../contract/locale'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { useStoredChoice } from '../../session-area/useStoredChoice'
import { consoleStorage } from '../session/console-storage'
import { AMBASSADOR_COLUMNS, AMBASSADOR_ORDERS, ariaSortOf, DEFAULT_AMBASSADOR_ORDER } from './ambassador-columns'
import { AmbassadorInsightRow } from './AmbassadorInsightRow'
import { AmbassadorInsightsQuery } from './insights-operations'
import type { DayRange } from './range-choice'

interface AmbassadorInsightsTableProps {
  readonly range: DayRange
  readonly period: string
  readonly locale: Locale
  readonly onOpenAmbassador: (email: string) => void
}

/** Every ambassador's figures for the range, sorted by the API on the column chosen (a button in each header, `aria-sort` on the sorted one). */
export function AmbassadorInsightsTable({ range, period, locale, onOpenAmbassador }: AmbassadorInsightsTableProps) {
  const { t } = useTranslation()
  const [order, setOrder] = useStoredChoice(consoleStorage, 'insightsOrder', AMBASSADOR_ORDERS, DEFAULT_AMBASSADOR_ORDER)
  const variables = useMemo(() => ({ from: range.from, to: range.to, orderBy: order }), [range, order])
  const result = useBrowserQuery(AmbassadorInsightsQuery, variables, { requestPolicy: 'cache-and-network' })
  const rows = result.data?.ambassadorInsights
  const sorted = AMBASSADOR_COLUMNS.find((column) => column.order === order) ?? AMBASSADOR_COLUMNS[1]

  let body
  if (!rows) body = result.status === 'error' ? <QueryError onRetry={result.refresh} /> : <LoadingStatus label={t('staffConsole.insights.ambassadors.loading')} />
  else if (rows.length === 0) body = <p className="area-empty">{t('staffConsole.insights.ambassadors.empty')}</p>
  else
    body = (
      <div className="insights-table-scroll">
        <table className="console-table insights-ambassadors" aria-describedby="insights-ambassadors-sorted">
          <caption>{t('staffConsole.insights.ambassadors.caption', { period })}</caption>
          <thead>
            <tr>
              {AMBASSADOR_COLUMNS.map((column) => (
                <th key={column.key} scope="col" aria-sort={ariaSortOf(column, order)}>
                  <button type="button" className="insights-sort" onClick={() => setOrder(column.order)}>
                    {t(`staffConsole.insights.ambassadors.${column.key}`)}
                    <span aria-hidden="true">{column.order === order ? (column.order === 'NAME' ? ' ▲' : ' ▼') : ''}</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <AmbassadorInsightRow key={row.ambassador.id} row={row} locale={locale} onOpen={onOpenAmbassador} />
            ))}
          </tbody>
        </table>
      </div>
    )
  return (
    <section aria-labelledby="insights-ambassadors-heading">
      <h3 id="insights-ambassadors-heading">{t('staffConsole.insights.ambassadors.heading')}</h3>
      <p className="area-muted">{t('staffConsole.insights.ambassadors.intro')}</p>
      <p id="insights-ambassadors-sorted" className="area-sr-only" aria-live="polite">
        {t('staffConsole.insights.ambassadors.sortedBy', { column: t(`staffConsole.insights.ambassadors.${sorted.key}`) })}
      </p>
      {body}
    </section>
  )
}
