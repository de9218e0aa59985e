import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface TableData {
  /** Column headings; the first names the row headers' column. */
  readonly columns: readonly string[]
  /** Each row's cells, already formatted; the first is the row's header. */
  readonly rows: readonly (readonly string[])[]
}

interface ChartCardProps {
  readonly id: string
  readonly title: string
  /** The one-line summary in plain words, read before the chart. */
  readonly summary: string
  /** The drawing: hidden from assistive technology, which gets the summary and the table. */
  readonly visual: ReactNode
  readonly table: TableData
  /** "…, over the last 30 days": the table's caption says which period it holds. */
  readonly period: string
}

/**
 * One chart: its heading, a summary sentence, the drawing, and the same
 * figures as a real table behind a "Show as table" disclosure (a native
 * <details>, so keyboard and screen readers get it for free).
 */
export function ChartCard({ id, title, summary, visual, table, period }: ChartCardProps) {
  const { t } = useTranslation()
  const [first = '', ...others] = table.columns
  return (
    <section className="insights-card" aria-labelledby={`${id}-heading`} data-chart-card={id}>
      <h4 id={`${id}-heading`}>{title}</h4>
      <p className="insights-summary">{summary}</p>
      {visual}
      <details className="insights-table">
        <summary>{t('staffConsole.insights.table.show')}</summary>
        <table className="console-table">
          <caption>{t('staffConsole.insights.table.caption', { title, period })}</caption>
          <thead>
            <tr>
              <th scope="col">{first}</th>
              {others.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([header = '', ...cells], index) => (
              <tr key={`${index}-${header}`}>
                <th scope="row">{header}</th>
                {cells.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  )
}
