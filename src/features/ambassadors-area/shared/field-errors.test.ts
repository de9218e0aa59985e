import { CombinedError } from '@urql/core'
import { GraphQLError } from 'graphql'
import { describe, expect, it } from 'vitest'
import { isUnauthenticated, localizeFieldErrors, payloadOrThrow, rateLimitSeconds } from './field-errors'

const rateLimited = new CombinedError({ graphQLErrors: [new GraphQLError('slow down', { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 120 } })] })

describe('field errors', () => {
  it('gives domain codes the area’s keys and leaves rule codes alone', () => {
    const [expired, required] = localizeFieldErrors([
      { field: 'code', code: 'CODE_EXPIRED', message: 'x', messageKey: 'errors.codeExpired' },
      { field: 'email', code: 'REQUIRED', message: 'x', messageKey: 'validation.required' },
    ])
    expect(expired?.messageKey).toBe('ambassadorsArea.errors.codeExpired')
    expect(required?.messageKey).toBe('validation.required')
  })

  it('reads the wait of a rate limit and spots refused sessions', () => {
    expect(rateLimitSeconds(rateLimited)).toBe(120)
    expect(rateLimitSeconds(new Error('x'))).toBeNull()
    expect(isUnauthenticated(new CombinedError({ graphQLErrors: [new GraphQLError('no', { extensions: { code: 'UNAUTHENTICATED' } })] }))).toBe(true)
    expect(isUnauthenticated(rateLimited)).toBe(false)
  })

  it('throws the request error when there is no payload', () => {
    expect(payloadOrThrow({ fieldErrors: [] }, undefined)).toEqual({ fieldErrors: [] })
    expect(() => payloadOrThrow(undefined, rateLimited)).toThrow(rateLimited)
    expect(() => payloadOrThrow(null, undefined)).toThrow('no data')
  })
})
