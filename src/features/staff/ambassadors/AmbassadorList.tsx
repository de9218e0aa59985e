import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useClient } from 'urql'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { AmbassadorFilters } from './AmbassadorFilters'
import { AmbassadorRow } from './AmbassadorRow'
import type { AmbassadorFilter } from './ambassador-statuses'
import { StaffAmbassadorsQuery, type StaffAmbassadorData } from './ambassadors-operations'

/** Ambassadors per page of the list. */
export const AMBASSADORS_PAGE_SIZE = 50

interface MorePages {
  /** The first page these were loaded after (a refreshed first page drops them). */
  readonly base: unknown
  readonly nodes: readonly StaffAmbassadorData[]
  readonly endCursor: string | null
  readonly hasNextPage: boolean
}

/** Every ambassador whatever the status, newest first, filtered, a page at a time. */
export function AmbassadorList({ isOwner, onAnnounce }: { isOwner: boolean; onAnnounce: (message: string) => void }) {
  const { t } = useTranslation()
  const client = useClient()
  const [filter, setFilter] = useState<AmbassadorFilter>({ status: null, search: null })
  const variables = useMemo(() => ({ first: AMBASSADORS_PAGE_SIZE, ...filter }), [filter])
  const context = useMemo(() => ({ additionalTypenames: ['StaffAmbassador'] }), [])
  const list = useBrowserQuery(StaffAmbassadorsQuery, variables, { requestPolicy: 'network-only', context })
  const [more, setMore] = useState<MorePages | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  const first = list.data?.staffAmbassadors
  const extra = more !== null && more.base === first ? more : null
  const nodes = first ? [...first.nodes, ...(extra?.nodes ?? [])] : []
  const page = extra ?? first

  const loadMore = async (): Promise<void> => {
    if (!page?.endCursor || loadingMore) return
    setLoadingMore(true)
    setMoreFailed(false)
    const result = await client.query(StaffAmbassadorsQuery, { ...variables, after: page.endCursor }, { requestPolicy: 'network-only' }).toPromise()
    setLoadingMore(false)
    const next = result.data?.staffAmbassadors
    if (!next) return setMoreFailed(true)
    setMore({ base: first, nodes: [...(extra?.nodes ?? []), ...next.nodes], endCursor: next.endCursor ?? null, hasNextPage: next.hasNextPage })
  }

  let body
  if (!first) body = list.status === 'error' ? <QueryError onRetry={list.refresh} /> : <LoadingStatus label={t('staffConsole.ambassadors.loading')} />
  else if (nodes.length === 0) body = <p className="area-empty">{t(filter.status || filter.search ? 'staffConsole.ambassadors.noMatch' : 'staffConsole.ambassadors.empty')}</p>
  else
    body = (
      <>
        <p className="area-muted">{t('staffConsole.ambassadors.count', { count: first.totalCount })}</p>
        <table className="console-table">
          <caption className="area-sr-only">{t('staffConsole.ambassadors.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staffConsole.ambassadors.person')}</th>
              <th scope="col">{t('staffConsole.ambassadors.status')}</th>
              <th scope="col">{t('staffConsole.ambassadors.openQuestions')}</th>
              <th scope="col">{t('staffConsole.ambassadors.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {nodes.map((ambassador) => (
              <AmbassadorRow key={`${ambassador.id}-${ambassador.status}`} ambassador={ambassador} isOwner={isOwner} onAnnounce={onAnnounce} />
            ))}
          </tbody>
        </table>
        {page?.hasNextPage && (
          <div className="area-actions">
            <button type="button" className="button button-secondary" onClick={() => void loadMore()} aria-busy={loadingMore || undefined}>
              {loadingMore ? t('staffConsole.ambassadors.loadingMore') : t('staffConsole.ambassadors.loadMore')}
            </button>
          </div>
        )}
        {moreFailed && (
          <p className="area-error" role="alert">
            {t('staffConsole.ambassadors.moreFailed')}
          </p>
        )}
      </>
    )
  return (
    <>
      <AmbassadorFilters onApply={setFilter} />
      {body}
    </>
  )
}
