/** Inputs checked with the shared form rules (src/contract), as the browser checks them before sending. */
import type { Locale } from '../../src/contract/locale'
import { validateForm } from '../../src/contract/validation/schemas'
import type { FormSchema } from '../../src/contract/validation/schemas'
import { FieldErrorsFailure, toFieldErrors } from './field-errors'

/** Runs the shared form rules; throws FieldErrorsFailure listing every failing field. */
export function assertValid(schema: FormSchema, values: Readonly<Record<string, unknown>>, locale: Locale): void {
  const issues = validateForm(schema, values)
  if (issues.length > 0) throw new FieldErrorsFailure(toFieldErrors(issues, schema, locale))
}

/** Trims every string value (forms send what was typed; we store it clean). */
export function trimmed<T extends object>(values: T): T {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(values)) out[k] = typeof v === 'string' ? v.trim() : v
  return out as T
}
