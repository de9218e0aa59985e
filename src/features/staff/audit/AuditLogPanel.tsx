import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useClient } from 'urql'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { OwnersOnly } from '../shared/OwnersOnly'
import { AuditEntryItem } from './AuditEntryItem'
import { AuditFilters, type AuditFilter } from './AuditFilters'
import { AuditLogQuery, type AuditEntry } from './audit-operations'

/** Entries per page of the log. */
export const AUDIT_PAGE_SIZE = 25

/** The Audit log tab (owners only): every staff action, newest first, filterable, a page at a time. */
export function AuditLogPanel({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="area-panel">
      <h2>{t('staffConsole.audit.heading')}</h2>
      {isOwner ? <AuditLog /> : <OwnersOnly what={t('staffConsole.audit.what')} />}
    </div>
  )
}

interface MorePages {
  /** The first page these were loaded after (a refreshed first page drops them). */
  readonly base: unknown
  readonly nodes: readonly AuditEntry[]
  readonly endCursor: string | null
  readonly hasNextPage: boolean
}

function AuditLog() {
  const { t } = useTranslation()
  const client = useClient()
  const [filter, setFilter] = useState<AuditFilter>({ actorEmail: null, kind: null })
  const variables = useMemo(() => ({ first: AUDIT_PAGE_SIZE, ...filter }), [filter])
  const context = useMemo(() => ({ additionalTypenames: ['AuditEntry'] }), [])
  const log = useBrowserQuery(AuditLogQuery, variables, { requestPolicy: 'network-only', context })
  const [more, setMore] = useState<MorePages | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  const first = log.data?.auditLog
  const extra = more !== null && more.base === first ? more : null
  const nodes = first ? [...first.nodes, ...(extra?.nodes ?? [])] : []
  const page = extra ?? first

  const loadMore = async (): Promise<void> => {
    if (!page?.endCursor || loadingMore) return
    setLoadingMore(true)
    setMoreFailed(false)
    const result = await client.query(AuditLogQuery, { ...variables, after: page.endCursor }, { requestPolicy: 'network-only' }).toPromise()
    setLoadingMore(false)
    const next = result.data?.auditLog
    if (!next) return setMoreFailed(true)
    setMore({ base: first, nodes: [...(extra?.nodes ?? []), ...next.nodes], endCursor: next.endCursor ?? null, hasNextPage: next.hasNextPage })
  }

  let body
  if (!first) body = log.status === 'error' ? <QueryError onRetry={log.refresh} /> : <LoadingStatus label={t('staffConsole.audit.loading')} />
  else if (nodes.length === 0) body = <p className="area-empty">{t(filter.actorEmail || filter.kind ? 'staffConsole.audit.noMatch' : 'staffConsole.audit.empty')}</p>
  else
    body = (
      <>
        <ol className="console-audit" aria-label={t('staffConsole.audit.listLabel')}>
          {nodes.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
        {page?.hasNextPage && (
          <div className="area-actions">
            <button type="button" className="button button-secondary" onClick={() => void loadMore()} aria-busy={loadingMore || undefined}>
              {loadingMore ? t('staffConsole.audit.loadingMore') : t('staffConsole.audit.loadMore')}
            </button>
          </div>
        )}
        {moreFailed && (
          <p className="area-error" role="alert">
            {t('staffConsole.audit.moreFailed')}
          </p>
        )}
      </>
    )
  return (
    <>
      <AuditFilters onApply={setFilter} />
      <p className="area-status" role="status">
        {first ? t('staffConsole.audit.shown', { count: nodes.length }) : ''}
      </p>
      {body}
    </>
  )
}
