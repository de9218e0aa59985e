import { useClient } from 'urql'
import type { ResultOf } from '../../graphql/graphql'
import { usePageLocale } from '../../routing/usePageLocale'
import { useAsyncData } from '../../runtime/async-data'
import { RecipientQuery } from './question-operations'

export type Recipient = NonNullable<ResultOf<typeof RecipientQuery>['ambassador']>

export type RecipientState = { status: 'loading' } | { status: 'found'; ambassador: Recipient } | { status: 'missing' } | { status: 'error'; retry: () => void }

/**
 * `?ambassador=<id>` → that ambassador, fetched live (the page is prerendered
 * without a query). Read through the client imperatively, not urql's
 * `useQuery`: beside the page's lazily loaded parts, that hook's render-time
 * state update looped forever on the first key press in the form (decision 130).
 */
export function useRecipient(id: string | undefined): RecipientState | null {
  const locale = usePageLocale()
  const client = useClient()
  const query = useAsyncData<Recipient | null | undefined>(
    `${id ?? ''}:${locale}`,
    async () => {
      const result = await client.query(RecipientQuery, { id: id ?? '', locale }).toPromise()
      if (result.error || !result.data) throw result.error ?? new Error('The API returned no answer')
      return result.data.ambassador
    },
    { default: () => undefined, immediate: id !== undefined },
  )
  if (id === undefined) return null
  if (query.status === 'success') return query.data ? { status: 'found', ambassador: query.data } : { status: 'missing' }
  if (query.status === 'error') return { status: 'error', retry: () => void query.refresh() }
  return { status: 'loading' }
}
