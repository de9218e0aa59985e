/**
 * The API's staff-management codes in the console's words: each known code
 * gets a `staffConsole.errors` key, which the forms module translates like a
 * rule message; rule codes (REQUIRED, EMAIL…) keep their `validation.*` keys.
 */
import type { ServerFieldError } from '../../../forms/messages'

export const STAFF_ERROR_KEYS: Readonly<Record<string, string>> = {
  LAST_OWNER: 'staffConsole.errors.lastOwner',
  ALREADY_STAFF: 'staffConsole.errors.alreadyStaff',
  NOT_FOUND: 'staffConsole.errors.notFound',
  FORBIDDEN: 'staffConsole.errors.forbidden',
}

export function localizeStaffErrors(errors: readonly ServerFieldError[]): ServerFieldError[] {
  return errors.map((error) => {
    const key = STAFF_ERROR_KEYS[error.code]
    return key === undefined ? error : { ...error, messageKey: key }
  })
}
