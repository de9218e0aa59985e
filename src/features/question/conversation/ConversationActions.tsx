import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ThreadData } from '../ThreadContent'
import { CloseConversation } from './CloseConversation'
import { FollowUpForm } from './FollowUpForm'
import { RateConversation } from './RateConversation'

interface ActionsProps {
  readonly thread: ThreadData
  readonly token: string | undefined
  /** Read the thread again (after a reply). */
  readonly refresh: () => void
}

/**
 * What the visitor can do next in the conversation: reply or close it while
 * it is open (not while frozen for review, not to an ambassador who left);
 * once closed, who closed it, then "did it help?" until answered.
 */
export function ConversationActions({ thread, token, refresh }: ActionsProps) {
  const { t } = useTranslation()
  const [closedHere, setClosedHere] = useState(false)
  if (thread.status === 'CLOSED') {
    return (
      <div className="thread-closed">
        {thread.closedBy && <p className="thread-closed-by">{t(`question.conversation.closedBy.${thread.closedBy}`, { name: thread.ambassador.firstName })}</p>}
        {thread.rated ? (
          <p className="thread-rated" role="status">
            {t('question.conversation.rated')}
          </p>
        ) : (
          <RateConversation threadId={thread.id} token={token} takeFocus={closedHere} />
        )}
      </div>
    )
  }
  if (thread.underReview || thread.ambassador.former) return null
  return (
    <div className="thread-reply">
      <FollowUpForm threadId={thread.id} token={token} name={thread.ambassador.firstName} onSent={refresh} />
      <CloseConversation threadId={thread.id} token={token} onClosed={() => setClosedHere(true)} />
    </div>
  )
}
