/**
 * The parts every input shares: a visible label tied to its control, hint
 * text, and the error text, which the control names in `aria-describedby` and
 * which sits in a polite live region so a message appearing on blur is heard.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import './forms.css'

/** `aria-describedby` from the ids that are present. */
export function describedBy(...ids: readonly (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '')
  return present.length > 0 ? present.join(' ') : undefined
}

export function OptionalMark({ required }: { required: boolean }) {
  const { t } = useTranslation()
  if (required) return null
  return <span className="field-optional"> {t('forms.optional')}</span>
}

export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required: boolean; children: ReactNode }) {
  return (
    <label className="field-label" htmlFor={htmlFor}>
      {children}
      <OptionalMark required={required} />
    </label>
  )
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null
  return (
    <p id={id} className="field-hint">
      {children}
    </p>
  )
}

/** Always in the DOM (empty when valid) so screen readers track it as a live region. */
export function FieldError({ id, error }: { id: string; error: string | null }) {
  const { t } = useTranslation()
  return (
    <p id={id} className="field-error" aria-live="polite">
      {error !== null && (
        <>
          <span className="forms-sr-only">{t('forms.errorPrefix')} </span>
          {error}
        </>
      )}
    </p>
  )
}

/** Has a hint worth pointing at with `aria-describedby`. */
export const hasHint = (hint: ReactNode): boolean => hint !== undefined && hint !== null && hint !== false && hint !== ''
