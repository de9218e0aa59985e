import type { ResultOf } from '../../graphql/graphql'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { RecipientQuery } from './question-operations'

export type Recipient = NonNullable<ResultOf<typeof RecipientQuery>['ambassador']>

export type RecipientState = { status: 'loading' } | { status: 'found'; ambassador: Recipient } | { status: 'missing' } | { status: 'error'; retry: () => void }

/** `?ambassador=<id>` → that ambassador, fetched live (the page is prerendered without a query). */
export function useRecipient(id: string | undefined): RecipientState | null {
  const locale = usePageLocale()
  const query = useBrowserQuery(RecipientQuery, { id: id ?? '', locale }, { pause: id === undefined })
  if (id === undefined) return null
  if (query.data) return query.data.ambassador ? { status: 'found', ambassador: query.data.ambassador } : { status: 'missing' }
  if (query.status === 'error') return { status: 'error', retry: query.refresh }
  return { status: 'loading' }
}
