import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../../routing/usePageLocale'
import { formatRelativeToNow } from '../shared/time-format'
import type { InboxQuestion } from './inbox-operations'

/**
 * The replies after the question, oldest first: the ambassador's own answers
 * ("Your answer") and the visitor's follow-ups (by first name, in the
 * question's language). What staff hid says so.
 */
export function InboxConversation({ question }: { question: InboxQuestion }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const replies = question.messages.filter((message) => message.id !== question.id)
  if (replies.length === 0) return null
  return (
    <ol className="area-answers area-conversation" aria-label={t('ambassadorsArea.inbox.conversationLabel', { name: question.firstName })}>
      {replies.map((message) => {
        const mine = message.author === 'AMBASSADOR'
        return (
          <li key={message.id} className={mine ? 'area-answer' : 'area-answer area-follow-up'}>
            <h4>{mine ? t('ambassadorsArea.inbox.yourAnswer') : t('ambassadorsArea.inbox.followUpFrom', { name: question.firstName })}</h4>
            <p className="area-question-body" lang={mine ? undefined : question.locale}>
              {message.hidden ? <span className="hidden-by-staff">{t('forms.safeguarding.hiddenByStaff')}</span> : message.body}
            </p>
            <p className="area-meta">{t(mine ? 'ambassadorsArea.inbox.answeredOn' : 'ambassadorsArea.inbox.wroteOn', { when: formatRelativeToNow(message.createdAt, locale) })}</p>
          </li>
        )
      })}
    </ol>
  )
}
