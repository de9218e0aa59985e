/**
 * Request-level failures as GraphQL errors with a stable `extensions.code`.
 * Anything else thrown in a resolver is masked ("Unexpected error.").
 */
import { GraphQLError } from 'graphql'

export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'RATE_LIMITED' | 'ORGANIZATION_NOT_FOUND' | 'BAD_USER_INPUT'

export function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } })
}

export const unauthenticated = (message = 'Sign in to do this.'): GraphQLError => appError('UNAUTHENTICATED', message)
export const forbidden = (message = 'You are not allowed to see or change this.'): GraphQLError => appError('FORBIDDEN', message)
export const badInput = (message: string): GraphQLError => appError('BAD_USER_INPUT', message)
export const rateLimited = (retryAfterSeconds: number): GraphQLError =>
  appError('RATE_LIMITED', `Too many requests. Try again in ${retryAfterSeconds} s.`, { retryAfterSeconds })
