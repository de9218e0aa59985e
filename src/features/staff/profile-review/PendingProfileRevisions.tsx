import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { usePageLocale } from '../../../routing/usePageLocale'
import { usePagedList } from '../shared/usePagedList'
import { PendingProfileRevisionItem } from './PendingProfileRevisionItem'
import { PendingProfileRevisionsQuery } from './profile-review-operations'

const REVISIONS_PAGE_SIZE = 10

/** Profile changes waiting for review (issue 32), the oldest first, a page at a time. */
export function PendingProfileRevisions({ onAnnounce }: { onAnnounce: (message: string) => void }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const variables = useMemo(() => ({ first: REVISIONS_PAGE_SIZE, locale }), [locale])
  const { failed, retry, first, nodes, hasNextPage, loadMore, loadingMore, moreFailed } = usePagedList(
    PendingProfileRevisionsQuery,
    variables,
    'ProfileRevision',
    (data) => data?.pendingProfileRevisions,
  )
  let body
  if (!first) body = failed ? <QueryError onRetry={retry} /> : <LoadingStatus label={t('staffConsole.profileReview.loading')} />
  else if (nodes.length === 0) body = <p className="area-empty">{t('staffConsole.profileReview.empty')}</p>
  else
    body = (
      <>
        <p className="area-muted">{t('staffConsole.profileReview.count', { count: first.totalCount })}</p>
        <ul className="area-list">
          {nodes.map((revision) => (
            <li key={revision.id}>
              <PendingProfileRevisionItem revision={revision} onAnnounce={onAnnounce} />
            </li>
          ))}
        </ul>
        {hasNextPage && (
          <div className="area-actions">
            <button type="button" className="button button-secondary" onClick={() => void loadMore()} aria-busy={loadingMore || undefined}>
              {loadingMore ? t('staffConsole.profileReview.loadingMore') : t('staffConsole.profileReview.loadMore')}
            </button>
          </div>
        )}
        {moreFailed && (
          <p className="area-error" role="alert">
            {t('staffConsole.profileReview.moreFailed')}
          </p>
        )}
      </>
    )
  return (
    <section className="console-fieldset" aria-labelledby="profile-revisions-heading">
      <h3 id="profile-revisions-heading">{t('staffConsole.profileReview.heading')}</h3>
      <p className="field-hint">{t('staffConsole.profileReview.intro')}</p>
      {body}
    </section>
  )
}
