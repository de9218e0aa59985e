import type { ReactNode } from 'react'
import { FieldError, FieldHint, FieldLabel } from './FieldParts'
import type { FieldBinding } from './useForm'

// Apart from FieldParts.tsx, whose parts /match loads first without any of these fields.

/**
 * The frame of a one-control field (Select, TextArea, TextField): label,
 * hint, the control and what goes with it (`children`), then the error and
 * any `feedback`. One frame, so the fields' markup and what screen readers
 * hear from it cannot differ between them.
 */
export function FieldShell({
  field,
  label,
  hint,
  className,
  feedback,
  children,
}: {
  field: FieldBinding<string>
  label?: ReactNode
  hint?: ReactNode
  className?: string | undefined
  feedback?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')} data-invalid={field.invalid || undefined}>
      <FieldLabel htmlFor={field.id} required={field.required}>
        {label ?? field.label}
      </FieldLabel>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={field.errorId} error={field.error} />
      {feedback}
    </div>
  )
}

/** What binds a control to its field, the same on every control: spread after the native props, so these win. */
export function boundControl(field: FieldBinding<string>) {
  return {
    ref: field.attach,
    id: field.id,
    name: field.name,
    required: field.required,
    'aria-invalid': field.invalid || undefined,
    onBlur: field.onBlur,
  }
}
