/** Mutation payloads: `{ ...result, fieldErrors: [] }`, or the failure shape with the field errors. */
import { validateForm } from '../../src/contract/validation/schemas'
import type { FormSchema } from '../../src/contract/validation/schemas'
import type { Locale } from '../../src/contract/locale'
import { FieldErrorsFailure, toFieldErrors } from '../security/field-errors'
import type { FieldError } from '../security/field-errors'

export type Payload<T> = T & { fieldErrors: readonly FieldError[] }

export async function payload<T extends object, F extends object>(run: () => Promise<T>, failure: F): Promise<Payload<T | F>> {
  try {
    return { ...(await run()), fieldErrors: [] }
  } catch (error) {
    if (error instanceof FieldErrorsFailure) return { ...failure, fieldErrors: error.fieldErrors }
    throw error
  }
}

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
