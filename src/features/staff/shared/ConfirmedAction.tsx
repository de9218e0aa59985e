import { useInlinePanel } from '../../../components/useInlinePanel'
import { useTranslation } from 'react-i18next'
import { ConfirmStep } from '../../session-area/ConfirmStep'
import type { useConsoleAction } from './useConsoleAction'

interface ConfirmedActionProps {
  readonly label: string
  readonly ariaLabel: string
  readonly message: string
  readonly confirmLabel: string
  /** The "no" button (default: "No, keep"). */
  readonly cancelLabel?: string
  /** Class of the trigger button (default: a secondary button). */
  readonly className?: string
  readonly action: ReturnType<typeof useConsoleAction>
  /** Resolves true when done (the confirmation closes), false to keep it open with the error. */
  readonly onConfirm: () => Promise<boolean>
}

/** A button whose action needs a "yes" first, asked in place; cancelling returns focus to the button. */
export function ConfirmedAction({ label, ariaLabel, message, confirmLabel, cancelLabel, className = 'button button-secondary', action, onConfirm }: ConfirmedActionProps) {
  const { t } = useTranslation()
  const { open: confirming, setOpen: setConfirming, trigger, cancel } = useInlinePanel(() => action.clearError())
  const confirm = async (): Promise<void> => {
    if (await onConfirm()) setConfirming(false)
  }
  if (confirming)
    return (
      <ConfirmStep
        message={message}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel ?? t('staffConsole.ambassadors.keep')}
        busy={action.busy}
        error={action.error}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
    )
  return (
    <button ref={trigger} type="button" className={className} onClick={() => setConfirming(true)} aria-label={ariaLabel}>
      {label}
    </button>
  )
}
