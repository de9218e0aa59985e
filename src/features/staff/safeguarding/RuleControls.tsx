import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { describedBy } from '../../../forms/FieldParts'

/** The problems of one control, in the error style of the forms (a polite live region, named by the control). */
export function Problems({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  return (
    <p id={id} className="field-error" aria-live="polite">
      {messages?.join(' ')}
    </p>
  )
}

interface ActionSelectProps {
  readonly id: string
  readonly label: ReactNode
  readonly hint?: string
  readonly value: string
  /** BLOCK and FLAG, plus OFF for a category. */
  readonly choices: readonly ('BLOCK' | 'FLAG' | 'OFF')[]
  readonly problems: readonly string[] | undefined
  readonly onChange: (value: 'BLOCK' | 'FLAG' | 'OFF') => void
}

/** A labelled Block / Flag / Off select with its hint and problems. */
export function ActionSelect({ id, label, hint, value, choices, problems, onChange }: ActionSelectProps) {
  const { t } = useTranslation()
  const invalid = problems !== undefined && problems.length > 0
  return (
    <div className="field console-rule" data-invalid={invalid || undefined}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <select
        id={id}
        className="field-control field-select"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint !== undefined && `${id}-hint`, invalid && `${id}-error`)}
        onChange={(event) => onChange(event.currentTarget.value as 'BLOCK' | 'FLAG' | 'OFF')}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`staffConsole.safeguarding.actions.${choice}`)}
          </option>
        ))}
      </select>
      <Problems id={`${id}-error`} messages={problems} />
    </div>
  )
}
