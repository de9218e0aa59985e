import type { ReactNode, SelectHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { describedBy, FieldError, FieldHint, FieldLabel, hasHint } from './FieldParts'
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
  const { attach } = field
  const { t } = useTranslation()
  const empty = placeholder === false ? null : (placeholder ?? t('forms.choose'))
  return (
    <div className={['field', className].filter(Boolean).join(' ')} data-invalid={field.invalid || undefined}>
      <FieldLabel htmlFor={field.id} required={field.required}>
        {label ?? field.label}
      </FieldLabel>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <select
        {...native}
        ref={attach}
        id={field.id}
        name={field.name}
        className="field-control field-select"
        value={field.value ?? ''}
        required={field.required}
        aria-invalid={field.invalid || undefined}
        aria-describedby={describedBy(hasHint(hint) && field.hintId, field.invalid && field.errorId)}
        onChange={(event) => field.onChange(event.currentTarget.value, 'change')}
        onBlur={field.onBlur}
      >
        {empty !== null && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} error={field.error} />
    </div>
  )
}
