/**
 * Forms: the shared rules and schemas, the form hooks and the accessible inputs.
 * The phone input and helpers (libphonenumber, ~35 KB gzip) are imported from
 * `./PhoneInput` and `./phone` directly, so pages without a phone field never
 * load them (docs/decisions/021-first-load-diet.md).
 */
export { useForm, useField } from './useForm'
export type { FieldBinding, FormApi, UseFormOptions } from './useForm'
export { createFormStore } from './form-store'
export type { FormState, FormStatus, FormStore, FormValues, SubmitContext, SubmitHandler, SubmitResult, Trigger } from './form-store'
export type { ServerFieldError } from './messages'
export { createIdempotencyKey, useIdempotencyKey } from './idempotency'
export type { IdempotencyKey } from './idempotency'
export { TextField } from './TextField'
export type { TextFieldProps } from './TextField'
export { TextArea } from './TextArea'
export type { TextAreaProps } from './TextArea'
export { Select } from './Select'
export type { SelectOption, SelectProps } from './Select'
export { Checkbox } from './Checkbox'
export type { CheckboxProps } from './Checkbox'
export { ConsentFields } from './ConsentFields'
export type { ConsentFieldsProps } from './ConsentFields'
export { FormErrorSummary } from './FormErrorSummary'
export type { FormErrorSummaryProps } from './FormErrorSummary'
export { SubmitButton } from './SubmitButton'
export type { SubmitButtonProps } from './SubmitButton'
