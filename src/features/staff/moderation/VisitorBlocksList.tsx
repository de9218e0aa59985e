import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { VisitorBlocksQuery } from './moderation-operations'
import { VisitorBlockAction } from './VisitorBlockAction'

/** The addresses blocked from asking, newest first, each with its reason and Unblock. */
export function VisitorBlocksList({ onAnnounce }: { onAnnounce: (message: string) => void }) {
  const { t, i18n } = useTranslation()
  const context = useMemo(() => ({ additionalTypenames: ['VisitorBlock'] }), [])
  const query = useBrowserQuery(VisitorBlocksQuery, {}, { requestPolicy: 'network-only', context })
  const blocks = query.data?.visitorBlocks
  let body
  if (!blocks) body = query.status === 'error' ? <QueryError onRetry={query.refresh} /> : <LoadingStatus label={t('staffConsole.moderation.blocksLoading')} />
  else if (blocks.length === 0) body = <p className="area-empty">{t('staffConsole.moderation.blocksEmpty')}</p>
  else
    body = (
      <ul className="area-list">
        {blocks.map((block) => (
          <li key={block.id} className="area-card">
            <p className="area-card-title">{block.email}</p>
            <p className="area-meta">
              {t('staffConsole.moderation.blockedBy', {
                who: block.blockedBy ?? '—',
                when: new Date(block.createdAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </p>
            <p className="moderation-text">{t('staffConsole.moderation.blockReason', { reason: block.reason })}</p>
            <VisitorBlockAction email={block.email} blocked onAnnounce={onAnnounce} />
          </li>
        ))}
      </ul>
    )
  return (
    <section className="console-fieldset" aria-labelledby="visitor-blocks-heading">
      <h3 id="visitor-blocks-heading">{t('staffConsole.moderation.blocksHeading')}</h3>
      {body}
    </section>
  )
}
