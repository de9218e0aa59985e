import type { ReactNode, SelectHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { describedBy, hasHint } from './FieldParts'
import { boundControl, FieldShell } from './FieldShell'
import type { FieldBinding } from './useForm'

export interface SelectOption {
  readonly value: string
  readonly label: string
  readonly disabled?: boolean
}

type NativeProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'id' | 'name' | 'required' | 'children' | 'multiple'>

export interface SelectProps extends NativeProps {
  readonly field: FieldBinding<string>
  readonly options: readonly SelectOption[]
  readonly label?: ReactNode
  readonly hint?: ReactNode
  /** Text of the empty first choice (default "Choose…"); false for none. */
  readonly placeholder?: string | false
}

/** A labelled native `<select>` (the platform's picker on phones, keyboard-usable everywhere). */
export function Select({ field, options, label, hint, placeholder, className, ...native }: SelectProps) {
  const { t } = useTranslation()
  const empty = placeholder === false ? null : (placeholder ?? t('forms.choose'))
  return (
    <FieldShell field={field} label={label} hint={hint} className={className}>
      <select
        {...native}
        {...boundControl(field)}
        className="field-control field-select"
        value={field.value ?? ''}
        aria-describedby={describedBy(hasHint(hint) && field.hintId, field.invalid && field.errorId)}
        onChange={(event) => field.onChange(event.currentTarget.value, 'change')}
      >
        {empty !== null && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}
