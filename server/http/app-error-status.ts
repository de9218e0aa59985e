/**
 * The HTTP answer for a request-level failure (server/graphql/errors.ts)
 * thrown outside GraphQL, by a plain HTTP route that reuses the GraphQL
 * context (createContext, requireStaff, rate limits).
 */
export interface HttpRefusal {
  readonly status: number
  readonly code: string
  readonly message: string
  readonly headers: Record<string, string>
}

const STATUS: Readonly<Record<string, number>> = { ORGANIZATION_NOT_FOUND: 404, UNAUTHENTICATED: 401, FORBIDDEN: 403, RATE_LIMITED: 429, BAD_USER_INPUT: 400 }

/** The refusal for an app error, or null for anything else (a bug: let it be logged and masked). */
export function httpRefusalOf(error: unknown): HttpRefusal | null {
  if (!(error instanceof Error) || !('extensions' in error) || typeof error.extensions !== 'object' || error.extensions === null) return null
  const extensions: Record<string, unknown> = { ...error.extensions }
  const code = typeof extensions.code === 'string' ? extensions.code : ''
  const status = STATUS[code]
  if (status === undefined) return null
  const headers: Record<string, string> = {}
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer'
  if (typeof extensions.retryAfterSeconds === 'number') headers['Retry-After'] = String(extensions.retryAfterSeconds)
  return { status, code, message: error.message, headers }
}
