import type { CombinedError, Operation } from '@urql/core'
import { DEFAULT_LOCALE, isLocale } from '../contract/locale'
import type { GqlClientName } from '../runtime/constants'
import { operationNameOf } from './operation-name'

/**
 * The one GraphQL error hook (seed §8): every error is logged; a network
 * failure shows a translated toast with Retry, in the page's language;
 * authentication errors are handled by the auth exchange. Part of the GraphQL
 * client, so the pages that load none carry none of it; the toast store is
 * the Toaster's (loaded after hydration), imported when a query first fails.
 */
export function reportGraphqlError(client: GqlClientName, error: CombinedError, operation: Operation, retry: () => void): void {
  const name = operationNameOf(operation.query) ?? 'anonymous'
  console.warn(`[graphql:${client}] ${name}: ${error.message}`)
  if (!error.networkError || typeof window === 'undefined') return
  const lang = document.documentElement.lang
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
  void Promise.all([import('../components/toast/toast-store'), import('../i18n')])
    .then(([{ showToast }, { translate }]) =>
      showToast({ message: translate(locale, 'toast.network'), tone: 'error', action: { label: translate(locale, 'toast.retry'), onAction: retry } }),
    )
    .catch(() => {}) // offline: no toast, and no unhandled chunk error for the reload guard to answer with a reload
}
