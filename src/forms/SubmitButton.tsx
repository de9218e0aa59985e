import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'vike-react/useHydrated'
import './forms.css'

type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'form' | 'children'>

export interface SubmitButtonProps extends NativeProps {
  /** `form.submitting` of `useForm`. */
  readonly submitting: boolean
  readonly children: ReactNode
  /** Text while sending (default "Sending…"). */
  readonly submittingText?: string
}

/**
 * The form's submit button. Disabled only until hydration (a native submit
 * would put personal details in the URL and lose them); while sending it stays
 * focusable, says so (`aria-busy`, a status message, a spinner) and ignores
 * further presses so one action sends once.
 */
export function SubmitButton({ submitting, children, submittingText, className, onClick, ...native }: SubmitButtonProps) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const busyText = submittingText ?? t('forms.submitting')
  return (
    <>
      <button
        {...native}
        type="submit"
        className={['button', 'form-submit', className].filter(Boolean).join(' ')}
        disabled={!hydrated || native.disabled}
        aria-busy={submitting || undefined}
        aria-disabled={submitting || undefined}
        onClick={(event) => {
          if (submitting) event.preventDefault()
          else onClick?.(event)
        }}
      >
        {submitting && <span className="form-spinner" aria-hidden="true" />}
        <span>{submitting ? busyText : children}</span>
      </button>
      <span className="forms-sr-only" role="status">
        {submitting ? busyText : ''}
      </span>
    </>
  )
}
