import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE_PX, LOGO_MIN_SIDE_PX } from '../../../contract/limits'
import { LOGO_ACCEPTED_TYPES } from '../../../contract/logo'
import { describedBy, FieldError } from '../../../forms/FieldParts'
import { getStaffBrowserClient } from '../session/staff-client'
import { logoProblemOf, uploadLogo, type LogoProblem } from './logo-upload'

/** The API's logo codes we word ourselves; others show the API's own message. */
const CODE_PROBLEMS: Readonly<Record<string, LogoProblem | 'unreadable' | 'dimensions'>> = {
  LOGO_TYPE: 'type',
  LOGO_TOO_LARGE: 'size',
  LOGO_UNREADABLE: 'unreadable',
  LOGO_DIMENSIONS: 'dimensions',
}

/**
 * The logo: choose a PNG, JPEG or WebP file, checked here first (an SVG is
 * refused with the reason), then uploaded; the API's refusals show next to
 * the field like every other error.
 */
export function LogoField({ logoUrl, onUploaded }: { logoUrl: string | null; onUploaded: (logoUrl: string) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const inputId = `${id}-logo`
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const kb = Math.round(LOGO_MAX_BYTES / 1024)
  const problemText = (problem: LogoProblem | 'unreadable' | 'dimensions'): string =>
    t(`staffConsole.logo.problems.${problem}`, { kb, min: LOGO_MIN_SIDE_PX, max: LOGO_MAX_SIDE_PX })

  const choose = (chosen: File | null): void => {
    setStatus(null)
    const problem = chosen ? logoProblemOf(chosen) : null
    setError(problem ? problemText(problem) : null)
    setFile(problem ? null : chosen)
  }
  const upload = async (): Promise<void> => {
    if (busy) return
    if (!file) {
      setError(t('staffConsole.logo.problems.none'))
      input.current?.focus()
      return
    }
    setBusy(true)
    setError(null)
    try {
      const result = await uploadLogo(file, getStaffBrowserClient().tokens.get())
      if ('logoUrl' in result) {
        onUploaded(result.logoUrl)
        setFile(null)
        if (input.current) input.current.value = ''
        setStatus(t('staffConsole.logo.uploaded'))
      } else if ('unauthenticated' in result) setError(t('staffConsole.logo.signedOut'))
      else if ('rateLimited' in result) setError(t('staffConsole.logo.rateLimited'))
      else {
        const [first] = result.fieldErrors
        const problem = first ? CODE_PROBLEMS[first.code] : undefined
        setError(problem ? problemText(problem) : (first?.message ?? t('staffConsole.logo.failed')))
      }
    } catch {
      setError(t('staffConsole.logo.failed'))
    } finally {
      setBusy(false)
    }
    input.current?.focus()
  }

  return (
    <section className="console-fieldset" aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`}>{t('staffConsole.logo.heading')}</h3>
      {logoUrl ? <img className="console-logo-preview" src={logoUrl} alt={t('staffConsole.logo.current')} /> : <p className="area-muted">{t('staffConsole.logo.none')}</p>}
      <div className="field" data-invalid={error !== null || undefined}>
        <label className="field-label" htmlFor={inputId}>
          {t('staffConsole.logo.label')}
        </label>
        <p id={hintId} className="field-hint">
          {t('staffConsole.logo.hint', { kb })}
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="console-file"
          accept={LOGO_ACCEPTED_TYPES.join(',')}
          aria-invalid={error !== null || undefined}
          aria-describedby={describedBy(hintId, error !== null && errorId)}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        />
        <FieldError id={errorId} error={error} />
      </div>
      <div className="area-actions">
        <button type="button" className="button button-secondary" onClick={() => void upload()} aria-busy={busy || undefined}>
          {busy ? t('staffConsole.logo.uploading') : t('staffConsole.logo.upload')}
        </button>
      </div>
      <p className="area-status" role="status">
        {status}
      </p>
    </section>
  )
}
