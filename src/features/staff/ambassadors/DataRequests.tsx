import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { useConsoleAction } from '../shared/useConsoleAction'
import { ConfirmedAction } from '../shared/ConfirmedAction'
import { EraseVisitorMutation, ExportPersonDataMutation, REFRESH_AMBASSADORS } from './ambassadors-operations'
import { downloadJson, exportFileName } from './download-json'

/** Owners: a person's data requests by e-mail — everything stored about them as a JSON file, or a visitor's erasure (confirmed). */
export function DataRequests() {
  const { t } = useTranslation()
  const ids = useId()
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState('')
  const [missing, setMissing] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const [, exportData] = useMutation(ExportPersonDataMutation)
  const [, eraseVisitor] = useMutation(EraseVisitorMutation)
  const exportAction = useConsoleAction()
  const eraseAction = useConsoleAction()
  const address = email.trim()

  const needAddress = (): boolean => {
    setMissing(address === '')
    if (address === '') input.current?.focus()
    return address === ''
  }
  const runExport = async (): Promise<void> => {
    if (needAddress()) return
    setStatus('')
    const ok = await exportAction.run(async () => {
      const result = await exportData({ email: address })
      const document = result.data?.exportPersonData
      if (document) downloadJson(exportFileName(document.email), document.json)
      return { error: result.error }
    })
    if (ok) setStatus(t('staffConsole.dataRequests.downloaded', { email: address }))
  }
  const runErase = async (): Promise<boolean> => {
    setStatus('')
    let erased = false
    const ok = await eraseAction.run(async () => {
      const result = await eraseVisitor({ email: address }, REFRESH_AMBASSADORS)
      erased = result.data?.eraseVisitor.erased ?? false
      return { error: result.error, fieldErrors: result.data?.eraseVisitor.fieldErrors }
    })
    if (ok) setStatus(t(erased ? 'staffConsole.dataRequests.erased' : 'staffConsole.dataRequests.nothingToErase', { email: address }))
    return ok
  }

  return (
    <>
      <p className="area-muted">{t('staffConsole.dataRequests.intro')}</p>
      <div className="field">
        <label className="field-label" htmlFor={`${ids}-email`}>
          {t('staffConsole.dataRequests.email')}
        </label>
        <input
          ref={input}
          id={`${ids}-email`}
          className="field-control"
          type="email"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          value={email}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${ids}-missing` : undefined}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        {missing && (
          <p id={`${ids}-missing`} className="field-error">
            {t('staffConsole.dataRequests.emailMissing')}
          </p>
        )}
      </div>
      <div className="area-actions">
        <button type="button" className="button button-secondary" onClick={() => void runExport()} aria-busy={exportAction.busy || undefined}>
          {t('staffConsole.dataRequests.download')}
        </button>
      </div>
      {exportAction.error !== null && (
        <p className="area-error" role="alert">
          {exportAction.error}
        </p>
      )}
      {address !== '' && (
        <ConfirmedAction
          label={t('staffConsole.dataRequests.erase')}
          ariaLabel={t('staffConsole.dataRequests.eraseLabel', { email: address })}
          message={t('staffConsole.dataRequests.eraseConfirm', { email: address })}
          confirmLabel={t('staffConsole.dataRequests.eraseYes')}
          action={eraseAction}
          onConfirm={runErase}
        />
      )}
      <p className="area-status" role="status">
        {status}
      </p>
    </>
  )
}
