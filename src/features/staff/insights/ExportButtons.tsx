import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadBlob } from '../ambassadors/download-json'
import { getStaffBrowserClient } from '../session/staff-client'
import { downloadExport, EXPORT_KINDS, type ExportKind } from './csv-export'
import type { DayRange } from './range-choice'

interface ExportButtonsProps {
  readonly range: DayRange
  readonly period: string
}

/** One button per CRM export for the days on screen; what happened is said in a polite live region, a failure as an alert. */
export function ExportButtons({ range, period }: ExportButtonsProps) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState<ExportKind | null>(null)
  const [status, setStatus] = useState('')
  const [error, setError] = useState<string | null>(null)
  const run = async (kind: ExportKind): Promise<void> => {
    const what = t(`staffConsole.insights.exports.${kind}`)
    setBusy(kind)
    setError(null)
    setStatus(t('staffConsole.insights.exports.downloading', { what }))
    const result = await downloadExport(kind, range, getStaffBrowserClient().tokens.get(), downloadBlob)
    setBusy(null)
    if ('saved' in result) setStatus(t('staffConsole.insights.exports.done', { file: result.saved }))
    else {
      setStatus('')
      setError(t('unauthenticated' in result ? 'staffConsole.insights.exports.expired' : 'staffConsole.insights.exports.failed', { what }))
    }
  }
  return (
    <section aria-labelledby="insights-exports-heading">
      <h3 id="insights-exports-heading">{t('staffConsole.insights.exports.heading')}</h3>
      <p className="area-muted">{t('staffConsole.insights.exports.intro', { period })}</p>
      <div className="area-actions">
        {EXPORT_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="button button-secondary"
            onClick={() => {
              // One export at a time; the buttons stay enabled so focus never falls off a disabled one.
              if (busy === null) void run(kind)
            }}
            aria-busy={busy === kind || undefined}
          >
            {t('staffConsole.insights.exports.download', { what: t(`staffConsole.insights.exports.${kind}`) })}
          </button>
        ))}
      </div>
      <p className="area-muted" aria-live="polite">
        {status}
      </p>
      {error !== null && (
        <p className="area-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
