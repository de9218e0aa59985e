/**
 * The API's domain error codes in the area's own words: each known code gets
 * a key under `ambassadorsArea.errors`, which the forms module then
 * translates like any rule message (rule codes keep their `validation.*` keys).
 */
import type { CombinedError } from '@urql/core'
import type { ServerFieldError } from '../../../forms/messages'

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

/** Seconds to wait when the API rate-limited the request, else null. */
export function rateLimitSeconds(error: unknown): number | null {
  const graphQLErrors = (error as Partial<CombinedError> | null)?.graphQLErrors ?? []
  for (const e of graphQLErrors) {
    if (e.extensions?.code !== 'RATE_LIMITED') continue
    const seconds = Number(e.extensions.retryAfterSeconds)
    return Number.isFinite(seconds) && seconds > 0 ? seconds : 60
  }
  return null
}

/** True when the API refused the session (the sign-in screen takes over). */
export function isUnauthenticated(error: unknown): boolean {
  const graphQLErrors = (error as Partial<CombinedError> | null)?.graphQLErrors ?? []
  return graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
}

/**
 * A mutation's payload for the forms module (whose `fieldErrors` the form
 * maps onto fields), or a throw when the request itself failed (network,
 * rate limit, refused session), so the form keeps the draft and offers Retry.
 */
export function payloadOrThrow<P>(payload: P | null | undefined, error: CombinedError | undefined): P {
  if (payload === undefined || payload === null) throw error ?? new Error('The API returned no data')
  return payload
}
