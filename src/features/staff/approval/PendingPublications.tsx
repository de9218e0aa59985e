import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { usePagedList } from '../shared/usePagedList'
import { PendingPublicationItem } from './PendingPublicationItem'
import { PendingPublicationsQuery } from './publication-operations'

const PUBLICATIONS_PAGE_SIZE = 10

/** The Q&A waiting for approval (when the organization asks for it), oldest request first, a page at a time. */
export function PendingPublications({ onAnnounce }: { onAnnounce: (message: string) => void }) {
  const { t } = useTranslation()
  const variables = useMemo(() => ({ first: PUBLICATIONS_PAGE_SIZE }), [])
  const { failed, retry, first, nodes, hasNextPage, loadMore, loadingMore, moreFailed } = usePagedList(
    PendingPublicationsQuery,
    variables,
    'PendingPublication',
    (data) => data?.pendingPublications,
  )
  let body
  if (!first) body = failed ? <QueryError onRetry={retry} /> : <LoadingStatus label={t('staffConsole.approval.loading')} />
  else if (nodes.length === 0) body = <p className="area-empty">{t('staffConsole.approval.empty')}</p>
  else
    body = (
      <>
        <p className="area-muted">{t('staffConsole.approval.count', { count: first.totalCount })}</p>
        <ul className="area-list">
          {nodes.map((publication) => (
            <li key={publication.id}>
              <PendingPublicationItem publication={publication} onAnnounce={onAnnounce} />
            </li>
          ))}
        </ul>
        {hasNextPage && (
          <div className="area-actions">
            <button type="button" className="button button-secondary" onClick={() => void loadMore()} aria-busy={loadingMore || undefined}>
              {loadingMore ? t('staffConsole.approval.loadingMore') : t('staffConsole.approval.loadMore')}
            </button>
          </div>
        )}
        {moreFailed && (
          <p className="area-error" role="alert">
            {t('staffConsole.approval.moreFailed')}
          </p>
        )}
      </>
    )
  return (
    <section className="console-fieldset" aria-labelledby="pending-publications-heading">
      <h3 id="pending-publications-heading">{t('staffConsole.approval.heading')}</h3>
      <p className="field-hint">{t('staffConsole.approval.intro')}</p>
      {body}
    </section>
  )
}
