import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from './ConfirmDialog'
import type { useConsoleAction } from './useConsoleAction'

/** A destructive row action: listed in the menu, done only after its dialog's "yes". */
export interface DangerousRowAction {
  readonly key: string
  /** The menu item's text ("Erase") and its name for assistive technology ("Erase Théo Martin"). */
  readonly label: string
  readonly ariaLabel: string
  /** The dialog: its question naming the person, what it means, its answers. */
  readonly title: string
  readonly message: string
  readonly confirmLabel: string
  readonly cancelLabel: string
  readonly action: ReturnType<typeof useConsoleAction>
  /** Resolves true when done (the dialog closes), false to keep it open with the error. */
  readonly onConfirm: () => Promise<boolean>
}

/**
 * A row's less frequent and destructive actions behind one "Actions for …"
 * button (issue 34: no Erase beside Deactivate on every row). A disclosure of
 * buttons: Arrow keys move between them, Escape closes and returns to the
 * button, leaving it closes it. Each item opens its ConfirmDialog; cancelling
 * returns focus to the menu's button.
 */
export function RowActionsMenu({ label, items }: { label: string; items: readonly DangerousRowAction[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  // By key, so the dialog reads the action's busy and error states of this render.
  const [confirmingKey, setConfirmingKey] = useState<string | null>(null)
  const confirming = items.find((item) => item.key === confirmingKey) ?? null
  const toggle = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const listId = useId()
  if (items.length === 0) return null

  const itemButtons = (): HTMLButtonElement[] => Array.from(list.current?.querySelectorAll('button') ?? [])
  const close = (): void => {
    setOpen(false)
    toggle.current?.focus()
  }
  const onItemKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const buttons = itemButtons()
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      buttons[(index + step + buttons.length) % buttons.length]?.focus()
    }
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
  }
  const cancel = (): void => {
    confirming?.action.clearError()
    setConfirmingKey(null)
    requestAnimationFrame(() => toggle.current?.focus())
  }
  const confirm = async (item: DangerousRowAction): Promise<void> => {
    if (await item.onConfirm()) setConfirmingKey(null)
  }
  return (
    <div className="console-row-menu" onBlur={onBlur}>
      <button
        ref={toggle}
        type="button"
        className="button button-secondary console-row-menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={label}
        onClick={() => {
          setOpen(!open)
          if (!open) requestAnimationFrame(() => itemButtons()[0]?.focus())
        }}
        onKeyDown={(event) => event.key === 'Escape' && open && close()}
      >
        {t('staffConsole.rowActions.more')} <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} ref={list} className="console-row-menu-list" hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className="console-row-menu-item"
              aria-label={item.ariaLabel}
              onKeyDown={onItemKeyDown}
              onClick={() => {
                setOpen(false)
                setConfirmingKey(item.key)
              }}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
      {confirming && (
        <ConfirmDialog
          title={confirming.title}
          message={confirming.message}
          confirmLabel={confirming.confirmLabel}
          cancelLabel={confirming.cancelLabel}
          busy={confirming.action.busy}
          error={confirming.action.error}
          onConfirm={() => void confirm(confirming)}
          onCancel={cancel}
        />
      )}
    </div>
  )
}
