import type { CombinedError, Operation } from '@urql/core'
import type { GqlClientName } from '../runtime/constants'
import { operationNameOf } from './operation-name'

/**
 * The one GraphQL error hook (seed §8): every error is logged; network
 * failures are reported to the notifier the app registers (a translated toast
 * with Retry); authentication errors are handled by the auth exchange.
 */
export type NetworkErrorNotifier = (retry: () => void) => void

let notifyNetworkError: NetworkErrorNotifier | undefined

export function setNetworkErrorNotifier(notifier: NetworkErrorNotifier | undefined): void {
  notifyNetworkError = notifier
}

export function reportGraphqlError(client: GqlClientName, error: CombinedError, operation: Operation, retry: () => void): void {
  const name = operationNameOf(operation.query) ?? 'anonymous'
  console.warn(`[graphql:${client}] ${name}: ${error.message}`)
  if (error.networkError && typeof window !== 'undefined') notifyNetworkError?.(retry)
}
