import type { InputHTMLAttributes, ReactNode } from 'react'
import { describedBy, hasHint } from './FieldParts'
import { boundControl, FieldShell } from './FieldShell'
import type { FieldBinding } from './useForm'

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type' | 'id' | 'name' | 'required' | 'children'>

export interface TextFieldProps extends NativeProps {
  readonly field: FieldBinding<string>
  readonly type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password'
  /** Overrides the field's translated label. */
  readonly label?: ReactNode
  readonly hint?: ReactNode
  /** Shown under the field (e.g. the safeguarding highlights); `feedbackId` names it in `aria-describedby`. */
  readonly feedback?: ReactNode
  readonly feedbackId?: string
}

/**
 * A labelled single-line input. A plain `<input name>` with its value in the
 * server HTML, so it can be typed into before hydration (the form adopts it).
 */
export function TextField({ field, type = 'text', label, hint, feedback, feedbackId, className, ...native }: TextFieldProps) {
  const emailLike = type === 'email' || type === 'url'
  return (
    <FieldShell field={field} label={label} hint={hint} className={className} feedback={feedback}>
      <input
        spellCheck={emailLike ? false : undefined}
        autoCapitalize={emailLike ? 'none' : undefined}
        {...native}
        {...boundControl(field)}
        type={type}
        className="field-control"
        value={field.value ?? ''}
        aria-describedby={describedBy(hasHint(hint) && field.hintId, field.invalid && field.errorId, feedbackId)}
        onChange={(event) => field.onChange(event.currentTarget.value, 'input')}
      />
    </FieldShell>
  )
}
