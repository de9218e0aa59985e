/**
 * Request-level refusals a service may throw: not signed in, not allowed,
 * rate limited, bad input… each with a stable code. They know nothing of
 * GraphQL or HTTP: the GraphQL edge turns one into an error with
 * `extensions.code` (server/graphql/yoga.ts), a plain HTTP route into a
 * status (server/http/app-error-status.ts). Anything else a service throws
 * is a bug: logged, and masked for the caller.
 */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'RATE_LIMITED' | 'ORGANIZATION_NOT_FOUND' | 'BAD_USER_INPUT' | 'LINK_EXPIRED'

export class ServiceError extends Error {
  /** What a caller may read besides the message; `code` included, as GraphQL clients read it. */
  readonly extensions: Readonly<Record<string, unknown>>

  constructor(
    readonly code: ErrorCode,
    message: string,
    extensions: Readonly<Record<string, unknown>> = {},
  ) {
    super(message)
    this.name = 'ServiceError'
    this.extensions = { ...extensions, code }
  }
}

/** The ServiceError behind an error (itself, or what a wrapper such as GraphQL's names as its cause), or null. */
export function serviceErrorOf(error: unknown): ServiceError | null {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof ServiceError) return current
    current = 'originalError' in current ? current.originalError : current.cause
  }
  return null
}

export function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): ServiceError {
  return new ServiceError(code, message, extensions)
}

export const unauthenticated = (message = 'Sign in to do this.'): ServiceError => appError('UNAUTHENTICATED', message)
export const forbidden = (message = 'You are not allowed to see or change this.'): ServiceError => appError('FORBIDDEN', message)
export const badInput = (message: string): ServiceError => appError('BAD_USER_INPUT', message)
export const rateLimited = (retryAfterSeconds: number): ServiceError => appError('RATE_LIMITED', `Too many requests. Try again in ${retryAfterSeconds} s.`, { retryAfterSeconds })
