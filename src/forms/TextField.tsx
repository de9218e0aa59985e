import type { InputHTMLAttributes, ReactNode } from 'react'
import { describedBy, FieldError, FieldHint, FieldLabel, hasHint } from './FieldParts'
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
  const { attach } = field
  const emailLike = type === 'email' || type === 'url'
  return (
    <div className={['field', className].filter(Boolean).join(' ')} data-invalid={field.invalid || undefined}>
      <FieldLabel htmlFor={field.id} required={field.required}>
        {label ?? field.label}
      </FieldLabel>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <input
        spellCheck={emailLike ? false : undefined}
        autoCapitalize={emailLike ? 'none' : undefined}
        {...native}
        ref={attach}
        id={field.id}
        name={field.name}
        type={type}
        className="field-control"
        value={field.value ?? ''}
        required={field.required}
        aria-invalid={field.invalid || undefined}
        aria-describedby={describedBy(hasHint(hint) && field.hintId, field.invalid && field.errorId, feedbackId)}
        onChange={(event) => field.onChange(event.currentTarget.value, 'input')}
        onBlur={field.onBlur}
      />
      <FieldError id={field.errorId} error={field.error} />
      {feedback}
    </div>
  )
}
