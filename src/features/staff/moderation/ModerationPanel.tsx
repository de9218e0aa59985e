import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { FilterSelect } from '../shared/FilterFields'
import { usePagedList } from '../shared/usePagedList'
import { ModerationItemCard } from './ModerationItemCard'
import { ModerationQueueQuery } from './moderation-operations'
import { PendingPublications } from '../approval/PendingPublications'
import { VisitorBlocksList } from './VisitorBlocksList'
import { LiveStatus } from '../../live/LiveStatus'
import { useLiveUpdates } from '../../live/useLiveUpdates'
import { getStaffBrowserClient } from '../session/staff-client'
import { ModerationUpdatedSubscription } from './moderation-live'

/** Items per page of the queue (each carries its whole conversation). */
const MODERATION_PAGE_SIZE = 10

const STATUSES = ['OPEN', 'RESOLVED'] as const
type Status = (typeof STATUSES)[number]

/**
 * The Moderation tab (owners and editors): the queue of flagged messages and
 * reports, open ones oldest first, a page at a time, each with its actions;
 * then the Q&A waiting for approval and the blocked addresses. Live: a new
 * report or flag (or another staff member's action) refetches the queue.
 */
export function ModerationPanel() {
  const { t } = useTranslation()
  const [status, setStatus] = useState<Status>('OPEN')
  const [announcement, setAnnouncement] = useState('')
  const variables = useMemo(() => ({ status, first: MODERATION_PAGE_SIZE }), [status])
  const { failed, retry, first, nodes, hasNextPage, loadMore, loadingMore, moreFailed } = usePagedList(
    ModerationQueueQuery,
    variables,
    'ModerationItem',
    (data) => data?.moderationQueue,
  )
  const live = useLiveUpdates(ModerationUpdatedSubscription, {}, { tokens: getStaffBrowserClient().tokens, onEvent: retry, onConnected: retry })

  let body
  if (!first) body = failed ? <QueryError onRetry={retry} /> : <LoadingStatus label={t('staffConsole.moderation.loading')} />
  else if (nodes.length === 0) body = <p className="area-empty">{t(status === 'OPEN' ? 'staffConsole.moderation.emptyOpen' : 'staffConsole.moderation.emptyResolved')}</p>
  else
    body = (
      <>
        <p className="area-muted">{t('staffConsole.moderation.count', { count: first.totalCount })}</p>
        <ul className="area-list">
          {nodes.map((item) => (
            <li key={item.id}>
              <ModerationItemCard item={item} onAnnounce={setAnnouncement} />
            </li>
          ))}
        </ul>
        {hasNextPage && (
          <div className="area-actions">
            <button type="button" className="button button-secondary" onClick={() => void loadMore()} aria-busy={loadingMore || undefined}>
              {loadingMore ? t('staffConsole.moderation.loadingMore') : t('staffConsole.moderation.loadMore')}
            </button>
          </div>
        )}
        {moreFailed && (
          <p className="area-error" role="alert">
            {t('staffConsole.moderation.moreFailed')}
          </p>
        )}
      </>
    )
  return (
    <div className="area-panel">
      <h2>{t('staffConsole.moderation.heading')}</h2>
      <p className="area-lead">{t('staffConsole.moderation.intro')}</p>
      <LiveStatus state={live} />
      <p className="area-status" role="status">
        {announcement}
      </p>
      <FilterSelect
        id="moderation-status"
        className="console-narrow"
        label={t('staffConsole.moderation.filterLabel')}
        value={status}
        onChange={(value) => setStatus(value === 'RESOLVED' ? 'RESOLVED' : 'OPEN')}
        options={STATUSES.map((value) => ({ value, label: t(`staffConsole.moderation.statuses.${value}`) }))}
      />
      {body}
      <PendingPublications onAnnounce={setAnnouncement} />
      <VisitorBlocksList onAnnounce={setAnnouncement} />
    </div>
  )
}
