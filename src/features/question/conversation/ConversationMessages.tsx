import { useTranslation } from 'react-i18next'
import { RelativeTime } from '../../ambassadors/RelativeTime'
import type { ThreadData } from '../ThreadContent'

type Message = ThreadData['messages'][number]

/**
 * The replies after the question, oldest first: the ambassador's answers and
 * the visitor's follow-ups, each with who wrote it and when. Texts render as
 * text (React escapes); what staff hid says so.
 */
export function ConversationMessages({ messages, ambassadorName }: { messages: readonly Message[]; ambassadorName: string }) {
  const { t } = useTranslation()
  return (
    <ol className="thread-answers">
      {messages.map((message) => {
        const fromVisitor = message.author === 'VISITOR'
        return (
          <li key={message.id} className={fromVisitor ? 'thread-answer thread-follow-up-message' : 'thread-answer'}>
            <p className="thread-answer-meta">
              <strong>{fromVisitor ? t('question.conversation.you') : ambassadorName}</strong> · <RelativeTime iso={message.createdAt} />
            </p>
            <div className="thread-message">{message.hidden ? <span className="hidden-by-staff">{t('forms.safeguarding.hiddenByStaff')}</span> : message.body}</div>
          </li>
        )
      })}
    </ol>
  )
}
