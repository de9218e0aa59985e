/**
 * The API's domain error codes in the area's own words: each known code gets
 * a key under `ambassadorsArea.errors`, which the forms module then
 * translates like any rule message (rule codes keep their `validation.*` keys).
 */
import type { ServerFieldError } from '../../../forms/messages'

// Shared with the staff console; re-exported so the area keeps one import.
export { isUnauthenticated, payloadOrThrow, rateLimitSeconds } from '../../../graphql/result-errors'

export const DOMAIN_ERROR_KEYS: Readonly<Record<string, string>> = {
  CODE_INVALID: 'ambassadorsArea.errors.codeInvalid',
  CODE_EXPIRED: 'ambassadorsArea.errors.codeExpired',
  TOO_MANY_ATTEMPTS: 'ambassadorsArea.errors.tooManyAttempts',
  INVALID_STATE: 'ambassadorsArea.errors.invalidState',
  NOT_FOUND: 'ambassadorsArea.errors.notFound',
  END_BEFORE_START: 'ambassadorsArea.errors.endBeforeStart',
  OVERLAP: 'ambassadorsArea.errors.overlap',
  TIME_ZONE: 'ambassadorsArea.errors.timeZone',
  NOT_ALLOWED: 'ambassadorsArea.errors.meetingLength',
}

export function localizeFieldErrors(errors: readonly ServerFieldError[]): ServerFieldError[] {
  return errors.map((error) => {
    const key = DOMAIN_ERROR_KEYS[error.code]
    return key === undefined ? error : { ...error, messageKey: key }
  })
}
