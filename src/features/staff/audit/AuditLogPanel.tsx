import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { OwnersOnly } from '../shared/OwnersOnly'
import { usePagedList } from '../shared/usePagedList'
import { AuditEntryItem } from './AuditEntryItem'
import { AuditFilters, NO_AUDIT_FILTER, type AuditFilter } from './AuditFilters'
import { AuditLogQuery } from './audit-operations'

/** Entries per page of the log. */
export const AUDIT_PAGE_SIZE = 25

interface AuditLogPanelProps {
  readonly isOwner: boolean
  /** An ambassador named in an entry: the Ambassadors section, searched by their address. */
  readonly onOpenAmbassador: (email: string) => void
}

/** The Audit log tab (owners only): every staff action as a sentence, newest first, filterable, a page at a time. */
export function AuditLogPanel({ isOwner, onOpenAmbassador }: AuditLogPanelProps) {
  const { t } = useTranslation()
  return (
    <div className="area-panel">
      <h2>{t('staffConsole.audit.heading')}</h2>
      {isOwner ? <AuditLog onOpenAmbassador={onOpenAmbassador} /> : <OwnersOnly what={t('staffConsole.audit.what')} />}
    </div>
  )
}

function AuditLog({ onOpenAmbassador }: Pick<AuditLogPanelProps, 'onOpenAmbassador'>) {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<AuditFilter>(NO_AUDIT_FILTER)
  const variables = useMemo(() => ({ first: AUDIT_PAGE_SIZE, ...filter }), [filter])
  const { failed, retry, first, nodes, hasNextPage, loadMore, loadingMore, moreFailed } = usePagedList(AuditLogQuery, variables, 'AuditEntry', (data) => data?.auditLog)

  let body
  if (!first) body = failed ? <QueryError onRetry={retry} /> : <LoadingStatus label={t('staffConsole.audit.loading')} />
  else if (nodes.length === 0)
    body = <p className="area-empty">{t(Object.values(filter).some((value) => value !== null) ? 'staffConsole.audit.noMatch' : 'staffConsole.audit.empty')}</p>
  else
    body = (
      <>
        <ol className="console-audit" aria-label={t('staffConsole.audit.listLabel')}>
          {nodes.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} onOpenAmbassador={onOpenAmbassador} />
          ))}
        </ol>
        {hasNextPage && (
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
