import { useEffect, useId, useRef } from 'react'

interface ConfirmDialogProps {
  /** The question, naming the person: "Erase Théo Martin?". */
  readonly title: string
  /** What it means (what is lost, who is told). */
  readonly message: string
  readonly confirmLabel: string
  readonly cancelLabel: string
  readonly busy: boolean
  readonly error: string | null
  readonly onConfirm: () => void
  /** Escape, or the "no" button: the caller returns focus to what opened it. */
  readonly onCancel: () => void
}

/**
 * A destructive step asked in a modal dialog (issue 34): the browser's own
 * `<dialog>` keeps focus inside and closes on Escape. Focus starts on the
 * harmless answer, so a stray Enter keeps the person.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const messageId = useId()
  useEffect(() => {
    const element = dialog.current
    // jsdom has no showModal: the dialog is then simply open.
    if (element && !element.open && typeof element.showModal === 'function') element.showModal()
    cancelButton.current?.focus()
    return () => element?.close?.()
  }, [])
  return (
    <dialog
      ref={dialog}
      className="console-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      <h2 id={titleId} className="console-dialog-title">
        {title}
      </h2>
      <p id={messageId}>{message}</p>
      {error !== null && (
        <p className="area-error" role="alert">
          {error}
        </p>
      )}
      <div className="area-actions">
        <button type="button" className="button button-danger" onClick={() => !busy && onConfirm()} aria-busy={busy || undefined}>
          {confirmLabel}
        </button>
        <button ref={cancelButton} type="button" className="button button-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  )
}
