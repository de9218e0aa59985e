import { useTranslation } from 'react-i18next'
import './forms.css'

export interface FormErrorSummaryProps {
  /** The `useForm` result (only these members are read). */
  readonly form: {
    readonly submitError: string | null
    readonly formErrors: readonly string[]
    readonly canRetry: boolean
    readonly submitting: boolean
    retry(): Promise<boolean>
    readonly attachSummary: (element: HTMLElement | null) => void
  }
  /** Heading of the box (default "Your form could not be sent"). */
  readonly title?: string
}

/**
 * What went wrong with the form as a whole: a failed submit (network, server)
 * with a Retry button that resends the same values, or server errors about no
 * particular field. Announced as an alert and focused when it appears.
 */
export function FormErrorSummary({ form, title }: FormErrorSummaryProps) {
  const { t } = useTranslation()
  const { attachSummary, submitError, formErrors, canRetry, submitting } = form
  const messages = [...(submitError !== null ? [submitError] : []), ...formErrors]
  if (messages.length === 0) return null
  return (
    <div ref={attachSummary} className="form-error-summary" role="alert" tabIndex={-1}>
      <p className="form-error-title">{title ?? t('forms.summaryTitle')}</p>
      {messages.map((message, index) => (
        <p key={index} className="form-error-message">
          {message}
        </p>
      ))}
      {canRetry && (
        <button
          type="button"
          className="button button-secondary form-retry"
          aria-busy={submitting || undefined}
          onClick={() => {
            if (!submitting) void form.retry()
          }}
        >
          {t('forms.retry')}
        </button>
      )}
    </div>
  )
}
