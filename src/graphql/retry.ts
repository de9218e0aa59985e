import { retryExchange } from '@urql/exchange-retry'
import type { CombinedError, Operation } from '@urql/core'

/** True when the operation's variables carry an idempotency key (top level or in `input`). */
export function hasIdempotencyKey(operation: Operation): boolean {
  const variables = operation.variables as Record<string, unknown> | undefined
  const input = variables?.input as Record<string, unknown> | undefined
  return typeof variables?.idempotencyKey === 'string' || typeof input?.idempotencyKey === 'string'
}

/** Network errors are retried with backoff; a mutation only when it carries its idempotency key. */
export function shouldRetry(error: CombinedError, operation: Operation): boolean {
  if (!error.networkError) return false
  return operation.kind !== 'mutation' || hasIdempotencyKey(operation)
}

export const networkRetryExchange = retryExchange({
  initialDelayMs: 500,
  maxDelayMs: 4000,
  randomDelay: true,
  maxNumberAttempts: 3,
  retryIf: shouldRetry,
})
