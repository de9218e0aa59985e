/**
 * Reading a GraphQL result's failure, for every signed-in area (ambassadors,
 * staff): the rate limit's wait, a refused session, and the payload-or-throw
 * step the forms module expects. No words here: each area says it its way.
 */
import type { CombinedError } from '@urql/core'

type ErrorLike = Partial<Pick<CombinedError, 'graphQLErrors'>> | null

/** Seconds to wait when the API rate-limited the request, else null. */
export function rateLimitSeconds(error: unknown): number | null {
  const graphQLErrors = (error as ErrorLike)?.graphQLErrors ?? []
  for (const e of graphQLErrors) {
    if (e.extensions?.code !== 'RATE_LIMITED') continue
    const seconds = Number(e.extensions.retryAfterSeconds)
    return Number.isFinite(seconds) && seconds > 0 ? seconds : 60
  }
  return null
}

/** True when the API refused the session (the sign-in screen takes over). */
export function isUnauthenticated(error: unknown): boolean {
  return hasErrorCode(error, 'UNAUTHENTICATED')
}

/** True when one of the result's GraphQL errors carries `code` (FORBIDDEN, UNAUTHENTICATED…). */
export function hasErrorCode(error: unknown, code: string): boolean {
  const graphQLErrors = (error as ErrorLike)?.graphQLErrors ?? []
  return graphQLErrors.some((e) => e.extensions?.code === code)
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
