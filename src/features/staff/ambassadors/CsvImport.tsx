import { useId, useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { useIdempotencyKey } from '../../../forms'
import { serverErrorMessage } from '../../../forms/messages'
import { hasErrorCode } from '../../../graphql/result-errors'
import { CsvPreview } from './CsvPreview'
import { ImportAmbassadorsMutation, REFRESH_AMBASSADORS, type ImportPayload } from './ambassadors-operations'

/**
 * CSV import: the file is read in the browser, checked by the server with
 * `dryRun` (nothing written) and shown row by row; only "Import" writes the
 * valid rows as invitations.
 */
export function CsvImport() {
  const { t, i18n } = useTranslation()
  const ids = useId()
  const [, importCsv] = useMutation(ImportAmbassadorsMutation)
  const idempotency = useIdempotencyKey()
  const [csv, setCsv] = useState<string | null>(null)
  const [preview, setPreview] = useState<ImportPayload | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)

  const send = async (text: string, dryRun: boolean): Promise<ImportPayload | null> => {
    setBusy(true)
    setFailure(null)
    const result = await importCsv({ csv: text, dryRun, idempotencyKey: idempotency.keyFor({ csv: text }) }, dryRun ? undefined : REFRESH_AMBASSADORS)
    setBusy(false)
    const payload = result.data?.importAmbassadors ?? null
    if (!payload) setFailure(t(hasErrorCode(result.error, 'FORBIDDEN') ? 'staffConsole.errors.forbidden' : 'staffConsole.actionFailed'))
    else if (payload.fieldErrors.length > 0) {
      setFailure(payload.fieldErrors.map((error) => serverErrorMessage(i18n, error, t('staffConsole.csv.file'))).join(' '))
      return null
    }
    return payload
  }

  const choose = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.currentTarget.files?.[0]
    setPreview(null)
    setMessage('')
    if (!file) return setCsv(null)
    const text = await file.text()
    setCsv(text)
    const payload = await send(text, true)
    setPreview(payload)
    if (!payload) fileInput.current?.focus()
  }
  const confirmImport = async (): Promise<void> => {
    if (csv === null || busy) return
    const payload = await send(csv, false)
    if (!payload) return
    idempotency.renew()
    setPreview(null)
    setCsv(null)
    if (fileInput.current) fileInput.current.value = ''
    setMessage(t('staffConsole.csv.imported', { count: payload.imported }))
    fileInput.current?.focus()
  }
  const cancel = (): void => {
    setPreview(null)
    setCsv(null)
    if (fileInput.current) fileInput.current.value = ''
    fileInput.current?.focus()
  }

  const validCount = preview?.rows.filter((row) => row.errors.length === 0).length ?? 0
  return (
    <section className="console-fieldset" aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>{t('staffConsole.csv.heading')}</h3>
      <p className="area-muted" id={`${ids}-hint`}>
        {t('staffConsole.csv.intro')}
      </p>
      <div className="field">
        <label className="field-label" htmlFor={`${ids}-file`}>
          {t('staffConsole.csv.file')}
        </label>
        <input
          ref={fileInput}
          id={`${ids}-file`}
          className="field-control"
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${ids}-hint`}
          onChange={(event) => void choose(event)}
        />
      </div>
      {busy && <p className="area-muted">{t('staffConsole.csv.checking')}</p>}
      {failure !== null && (
        <p className="area-error" role="alert">
          {failure}
        </p>
      )}
      {preview !== null && (
        <>
          <CsvPreview preview={preview} />
          <p className="area-notice">{t('staffConsole.csv.nothingWritten')}</p>
          <div className="area-actions">
            <button type="button" className="button" disabled={validCount === 0} onClick={() => void confirmImport()} aria-busy={busy || undefined}>
              {t('staffConsole.csv.import', { count: validCount })}
            </button>
            <button type="button" className="button button-secondary" onClick={cancel}>
              {t('staffConsole.csv.cancel')}
            </button>
          </div>
        </>
      )}
      <p className="area-status" role="status">
        {message}
      </p>
    </section>
  )
}
