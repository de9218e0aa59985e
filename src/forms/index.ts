/**
 * Forms: the form hooks and the accessible inputs (the rules they run are
 * src/contract's). The phone input and helpers (libphonenumber, ~35 KB gzip)
 * are imported from `./PhoneInput` and `./phone` directly, so pages without a
 * phone field never load them (docs/decisions/021-first-load-diet.md).
 */
export { useForm } from './useForm'
export type { FieldBinding } from './useForm'
export type { SubmitResult } from './form-store'
export { useIdempotencyKey } from './idempotency'
export type { IdempotencyKey } from './idempotency'
export { TextField } from './TextField'
export { TextArea } from './TextArea'
export { Select } from './Select'
export { Checkbox } from './Checkbox'
export { ConsentFields } from './ConsentFields'
export { FormErrorSummary } from './FormErrorSummary'
export { SubmitButton } from './SubmitButton'
