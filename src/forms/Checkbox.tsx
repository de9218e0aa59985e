import type { InputHTMLAttributes, ReactNode } from 'react'
import { describedBy, FieldError, FieldHint, hasHint, OptionalMark } from './FieldParts'
import type { FieldBinding } from './useForm'

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'type' | 'id' | 'name' | 'required' | 'children'
>

export interface CheckboxProps extends NativeProps {
  readonly field: FieldBinding<boolean>
  /** The sentence next to the box (defaults to the field's label). Keep links out of it: put them in `hint`. */
  readonly label?: ReactNode
  readonly hint?: ReactNode
}

/** A labelled checkbox; the whole label is a 44 px target. Never pre-checked by this component. */
export function Checkbox({ field, label, hint, className, ...native }: CheckboxProps) {
  const { attach } = field
  return (
    <div className={['field', 'field-checkbox', className].filter(Boolean).join(' ')} data-invalid={field.invalid || undefined}>
      <div className="field-checkbox-row">
        <input
          {...native}
          ref={attach}
          id={field.id}
          name={field.name}
          type="checkbox"
          value="true"
          className="field-checkbox-input"
          checked={field.value === true}
          required={field.required}
          aria-invalid={field.invalid || undefined}
          aria-describedby={describedBy(hasHint(hint) && field.hintId, field.invalid && field.errorId)}
          onChange={(event) => field.onChange(event.currentTarget.checked, 'change')}
          onBlur={field.onBlur}
        />
        <label className="field-checkbox-label" htmlFor={field.id}>
          {label ?? field.label}
          <OptionalMark required={field.required} />
        </label>
      </div>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId} error={field.error} />
    </div>
  )
}
