import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { useConsoleAction } from '../shared/useConsoleAction'
import { authorOf } from './moderation-format'
import { HideMessageMutation, REFRESH_MODERATION, type ModerationConversationData } from './moderation-operations'

type Message = ModerationConversationData['messages'][number]

interface ConversationViewProps {
  readonly itemId: string
  readonly conversation: ModerationConversationData
  /** The message a rule flagged (badged). */
  readonly flaggedId: string | null
  readonly onAnnounce: (message: string) => void
}

function MessageEntry({
  itemId,
  conversation,
  message,
  flagged,
  onAnnounce,
}: {
  itemId: string
  conversation: ModerationConversationData
  message: Message
  flagged: boolean
  onAnnounce: (message: string) => void
}) {
  const { t, i18n } = useTranslation()
  const [, hide] = useMutation(HideMessageMutation)
  const action = useConsoleAction()
  const author = authorOf(conversation, message.source)
  const when = new Date(message.createdAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const toggle = async (): Promise<void> => {
    const hidden = !message.hidden
    const ok = await action.run(async () => {
      const result = await hide({ messageId: message.id, hidden }, REFRESH_MODERATION)
      return { error: result.error, fieldErrors: result.data?.hideMessage.fieldErrors }
    })
    if (ok) onAnnounce(t(hidden ? 'staffConsole.moderation.hiddenDone' : 'staffConsole.moderation.shownDone', { author }))
  }
  return (
    <li className={['moderation-message', message.hidden && 'is-hidden'].filter(Boolean).join(' ')} id={`moderation-${itemId}-message-${message.id}`}>
      <p className="area-meta">
        <strong>{t(message.source === 'QUESTION' ? 'staffConsole.moderation.visitorWrote' : 'staffConsole.moderation.ambassadorWrote', { name: author })}</strong>
        <span>{when}</span>
        {flagged && <span className="area-badge area-badge-alert">{t('staffConsole.moderation.flaggedBadge')}</span>}
        {message.hidden && <span className="area-badge">{t('staffConsole.moderation.hiddenBadge')}</span>}
      </p>
      {message.topic && <p className="moderation-topic">{message.topic}</p>}
      <p className="moderation-text">{message.body}</p>
      <button
        type="button"
        className="button button-secondary"
        aria-busy={action.busy || undefined}
        aria-label={t(message.hidden ? 'staffConsole.moderation.showLabel' : 'staffConsole.moderation.hideLabel', { author, when })}
        onClick={() => void toggle()}
      >
        {t(message.hidden ? 'staffConsole.moderation.show' : 'staffConsole.moderation.hide')}
      </button>
      {action.error !== null && (
        <p className="area-error" role="alert">
          {action.error}
        </p>
      )}
    </li>
  )
}

/** The whole conversation, oldest first, as staff see it (hidden messages too), each with Hide / Show again. */
export function ConversationView({ itemId, conversation, flaggedId, onAnnounce }: ConversationViewProps) {
  const { t } = useTranslation()
  const headingId = `moderation-${itemId}-conversation`
  return (
    // Not a landmark: the queue shows many conversations (axe: landmarks must be unique).
    <div className="moderation-conversation">
      <h4 id={headingId}>{t('staffConsole.moderation.conversation')}</h4>
      <ol className="moderation-messages" aria-labelledby={headingId}>
        {conversation.messages.map((message) => (
          <MessageEntry key={message.id} itemId={itemId} conversation={conversation} message={message} flagged={message.id === flaggedId} onAnnounce={onAnnounce} />
        ))}
      </ol>
    </div>
  )
}
