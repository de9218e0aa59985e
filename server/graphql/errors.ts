/**
 * Request-level failures as GraphQL errors with a stable `extensions.code`.
 * Anything else thrown in a resolver is masked ("Unexpected error.").
 * Built with yoga's `createGraphQLError` so the error class is the very one
 * yoga's masking recognises (graphql ships CJS and ESM builds: importing it
 * here could yield a second GraphQLError class under some bundlers/test runners).
 */
import { createGraphQLError } from 'graphql-yoga'
import type { GraphQLError } from 'graphql'

export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'RATE_LIMITED' | 'ORGANIZATION_NOT_FOUND' | 'BAD_USER_INPUT' | 'LINK_EXPIRED'

export function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return createGraphQLError(message, { extensions: { ...extensions, code } })
}

export const unauthenticated = (message = 'Sign in to do this.'): GraphQLError => appError('UNAUTHENTICATED', message)
export const forbidden = (message = 'You are not allowed to see or change this.'): GraphQLError => appError('FORBIDDEN', message)
export const badInput = (message: string): GraphQLError => appError('BAD_USER_INPUT', message)
export const rateLimited = (retryAfterSeconds: number): GraphQLError => appError('RATE_LIMITED', `Too many requests. Try again in ${retryAfterSeconds} s.`, { retryAfterSeconds })
