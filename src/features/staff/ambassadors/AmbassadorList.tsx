import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { usePagedList } from '../shared/usePagedList'
import { AmbassadorFilters } from './AmbassadorFilters'
import { AmbassadorRow } from './AmbassadorRow'
import type { AmbassadorFilter } from './ambassador-statuses'
import { StaffAmbassadorsQuery } from './ambassadors-operations'

/** Ambassadors per page of the list. */
export const AMBASSADORS_PAGE_SIZE = 50

/** Every ambassador whatever the status, newest first, filtered, a page at a time. */
export function AmbassadorList({ isOwner, onAnnounce, initialSearch }: { isOwner: boolean; onAnnounce: (message: string) => void; initialSearch?: string }) {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<AmbassadorFilter>({ status: null, search: initialSearch || null })
  const variables = useMemo(() => ({ first: AMBASSADORS_PAGE_SIZE, ...filter }), [filter])
  const { failed, retry, first, nodes, hasNextPage, loadMore, loadingMore, moreFailed } = usePagedList(
    StaffAmbassadorsQuery,
    variables,
    'StaffAmbassador',
    (data) => data?.staffAmbassadors,
  )

  let body
  if (!first) body = failed ? <QueryError onRetry={retry} /> : <LoadingStatus label={t('staffConsole.ambassadors.loading')} />
  else if (nodes.length === 0) body = <p className="area-empty">{t(filter.status || filter.search ? 'staffConsole.ambassadors.noMatch' : 'staffConsole.ambassadors.empty')}</p>
  else
    body = (
      <>
        <p className="area-muted">{t('staffConsole.ambassadors.count', { count: first.totalCount })}</p>
        <table className="console-table console-cards">
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
        {hasNextPage && (
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
      <AmbassadorFilters onApply={setFilter} initialSearch={initialSearch} />
      {body}
    </>
  )
}
