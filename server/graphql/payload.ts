/** Mutation payloads: `{ ...result, fieldErrors: [] }`, or the failure shape with the field errors. */
import { FieldErrorsFailure } from '../core/field-errors'
import type { FieldError } from '../core/field-errors'

export type Payload<T> = T & { fieldErrors: readonly FieldError[] }

export async function payload<T extends object, F extends object>(run: () => Promise<T>, failure: F): Promise<Payload<T | F>> {
  try {
    return { ...(await run()), fieldErrors: [] }
  } catch (error) {
    if (error instanceof FieldErrorsFailure) return { ...failure, fieldErrors: error.fieldErrors }
    throw error
  }
}
