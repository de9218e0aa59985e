import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { translateKey } from '../../../forms/messages'
import { ConfirmedAction } from '../shared/ConfirmedAction'
import { useConsoleAction } from '../shared/useConsoleAction'
import { ConversationView } from './ConversationView'
import { FlaggedText } from './FlaggedText'
import { flaggedMessageId, itemTitleKey, personName } from './moderation-format'
import { REFRESH_MODERATION, UnpublishQuestionMutation, type ModerationItemData } from './moderation-operations'
import { ReassignAction } from './ReassignAction'
import { ResolveActions } from './ResolveActions'
import { VisitorBlockAction } from './VisitorBlockAction'

interface ModerationItemCardProps {
  readonly item: ModerationItemData
  readonly onAnnounce: (message: string) => void
}

/**
 * One flagged message or report: what matched (highlighted) or why it was
 * reported, the whole conversation, and what staff can do about it. Every
 * action is audited by the API and refreshes the queue.
 */
export function ModerationItemCard({ item, onAnnounce }: ModerationItemCardProps) {
  const { t, i18n } = useTranslation()
  const [, unpublish] = useMutation(UnpublishQuestionMutation)
  const unpublishAction = useConsoleAction()
  const title = translateKey(i18n, itemTitleKey(item))
  const titleId = `moderation-item-${item.id}`
  const date = (iso: string): string => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const { conversation } = item
  const ambassador = item.ambassador ?? conversation?.ambassador ?? null
  const open = item.status === 'OPEN'

  const runUnpublish = async (): Promise<boolean> => {
    if (!conversation) return false
    const ok = await unpublishAction.run(async () => {
      const result = await unpublish({ questionId: conversation.questionId }, REFRESH_MODERATION)
      return { error: result.error, fieldErrors: result.data?.unpublishQuestion.fieldErrors }
    })
    if (ok) onAnnounce(t('staffConsole.moderation.unpublishedDone'))
    return ok
  }

  return (
    <article className={['area-card', 'moderation-item', open && item.kind === 'REPORT' && 'is-overdue'].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h3 id={titleId} className="area-card-title">
        {title}
      </h3>
      <p className="area-meta">
        <span>{date(item.createdAt)}</span>
        {ambassador && <span>{t('staffConsole.moderation.ambassador', { name: personName(ambassador) })}</span>}
        {conversation?.underReview && <span className="area-badge area-badge-alert">{t('staffConsole.moderation.frozen')}</span>}
        {conversation?.published && <span className="area-badge">{t('staffConsole.moderation.published')}</span>}
        {conversation?.visitorBlocked && <span className="area-badge">{t('staffConsole.moderation.visitorBlocked')}</span>}
      </p>
      {!open && (
        <p className="area-muted">
          {t('staffConsole.moderation.resolvedLine', {
            resolution: t(`staffConsole.moderation.resolutions.${item.resolution ?? 'RELEASE'}`),
            who: item.resolvedBy ?? '—',
            when: item.resolvedAt ? date(item.resolvedAt) : '—',
          })}
          {item.note ? ` ${t('staffConsole.moderation.noteLine', { note: item.note })}` : ''}
        </p>
      )}
      {item.kind === 'REPORT' && item.reason !== null && (
        <div className="moderation-reason">
          <p className="moderation-label">{t('staffConsole.moderation.reason')}</p>
          <p className="moderation-text">{item.reason}</p>
        </div>
      )}
      {item.kind === 'FLAG' && item.text !== null && <FlaggedText text={item.text} spans={item.spans} words={item.matchedWords} />}
      {conversation && <ConversationView itemId={item.id} conversation={conversation} flaggedId={flaggedMessageId(item)} onAnnounce={onAnnounce} />}
      {open && <ResolveActions item={item} title={title} onAnnounce={onAnnounce} />}
      {conversation && (
        <div className="area-actions moderation-more">
          {conversation.published && (
            <ConfirmedAction
              label={t('staffConsole.moderation.unpublish')}
              ariaLabel={t('staffConsole.moderation.unpublishLabel', { title })}
              message={t('staffConsole.moderation.unpublishConfirm')}
              confirmLabel={t('staffConsole.moderation.unpublishYes')}
              cancelLabel={t('staffConsole.moderation.cancel')}
              action={unpublishAction}
              onConfirm={runUnpublish}
            />
          )}
          <VisitorBlockAction email={conversation.visitorEmail} blocked={conversation.visitorBlocked} onAnnounce={onAnnounce} />
          {conversation.status === 'OPEN' && (
            <ReassignAction itemId={item.id} questionId={conversation.questionId} currentId={conversation.ambassador.id} onAnnounce={onAnnounce} />
          )}
        </div>
      )}
    </article>
  )
}
