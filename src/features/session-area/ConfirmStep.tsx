import { useEffect, useId, useRef } from 'react'

interface ConfirmStepProps {
  readonly message: string
  readonly confirmLabel: string
  readonly cancelLabel: string
  readonly busy: boolean
  readonly error: string | null
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

/**
 * "Are you sure?" in place (no modal to trap focus in): it takes focus when
 * it appears so the question is read out; the caller returns focus to its
 * trigger on cancel.
 */
export function ConfirmStep({ message, confirmLabel, cancelLabel, busy, error, onConfirm, onCancel }: ConfirmStepProps) {
  const box = useRef<HTMLDivElement>(null)
  const messageId = useId()
  useEffect(() => {
    box.current?.focus()
  }, [])
  return (
    <div ref={box} className="area-confirm" role="group" aria-labelledby={messageId} tabIndex={-1}>
      <p id={messageId} className="area-confirm-message">
        {message}
      </p>
      {error !== null && (
        <p className="area-error" role="alert">
          {error}
        </p>
      )}
      <div className="area-actions">
        <button type="button" className="button button-danger" onClick={() => !busy && onConfirm()} aria-busy={busy || undefined}>
          {confirmLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  )
}
