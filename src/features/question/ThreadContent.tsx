import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import type { ResultOf } from '../../graphql/graphql'
import { AmbassadorCard } from '../ambassadors/AmbassadorCard'
import { bylineName } from '../ambassadors/ambassador-format'
import { RelativeTime } from '../ambassadors/RelativeTime'
import { ReportOutcomeNotice } from '../safeguarding/ReportOutcomeNotice'
import { UnderReviewNotice } from '../safeguarding/UnderReviewNotice'
import { AskSomeoneElse } from './AskSomeoneElse'
import type { ThreadQuery } from './question-operations'
import { ThreadReport } from './ThreadReport'
import { ConversationActions } from './conversation/ConversationActions'
import { ConversationMessages } from './conversation/ConversationMessages'

export type ThreadData = NonNullable<ResultOf<typeof ThreadQuery>['thread']>

/** Another question to the same ambassador, or a call with them. */
function AmbassadorActions({ ambassador }: { ambassador: ThreadData['ambassador'] }) {
  const { t } = useTranslation()
  const id = encodeURIComponent(ambassador.id)
  return (
    <p className="journey-actions">
      <Link className="button" href={`/question?ambassador=${id}`}>
        {t('question.thread.askAgain', { name: ambassador.firstName })}
      </Link>
      {ambassador.acceptsMeetings && (
        <Link className="button button-secondary" href={`/meet?ambassador=${id}`}>
          {t('question.thread.bookCall', { name: ambassador.firstName })}
        </Link>
      )}
    </p>
  )
}

/**
 * Frozen or not, and the visitor's own report (issue 32): under review while
 * staff look (the reporter is told they will hear by e-mail), then what staff did.
 */
function ReportState({ thread }: { thread: ThreadData }) {
  const report = thread.myReport
  if (thread.underReview) return <UnderReviewNotice id="thread-under-review" side={report?.status === 'OPEN' ? 'reporter' : 'visitor'} />
  if (report?.status === 'RESOLVED' && report.outcome !== null) return <ReportOutcomeNotice id="thread-report-outcome" outcome={report.outcome} />
  return null
}

interface ThreadContentProps {
  readonly thread: ThreadData
  readonly refreshing: boolean
  /** The link's token, for a report. */
  readonly token: string | undefined
  /** Read the thread again (after a report or a reply). */
  readonly refresh: () => void
}

/**
 * The thread itself: status, the question, the answers, and who answers;
 * "under review" while a report freezes it, then the outcome of the
 * visitor's own report, "hidden by staff" for what
 * moderation hid, and the report action. Texts are rendered as text (React
 * escapes). An erased ambassador is "Former ambassador", with no card and no
 * actions aimed at them.
 */
export function ThreadContent({ thread, refreshing, token, refresh }: ThreadContentProps) {
  const { t } = useTranslation()
  const hidden = <span className="hidden-by-staff">{t('forms.safeguarding.hiddenByStaff')}</span>
  const { ambassador } = thread
  const name = bylineName(ambassador, t('ambassador.former'))
  // The question is the conversation's first message: it is shown above, the replies below.
  const replies = thread.messages.filter((message) => message.id !== thread.id)
  const answerCount = replies.filter((message) => message.author === 'AMBASSADOR').length
  return (
    <div className="journey-layout">
      <article className="thread" aria-labelledby="thread-topic" aria-busy={refreshing || undefined}>
        <header className="thread-header">
          <p className={`thread-status thread-status-${thread.status.toLowerCase()}`}>{t(`question.thread.status.${thread.status}`)}</p>
          <h2 id="thread-topic" lang={thread.bodyHidden ? undefined : thread.language}>
            {thread.bodyHidden ? hidden : thread.topic}
          </h2>
          <p className="thread-meta">
            {t('question.thread.askedBy', { name: thread.firstName, ambassador: name })} · <RelativeTime iso={thread.createdAt} />
          </p>
        </header>
        <ReportState thread={thread} />
        <div className="thread-message thread-question" lang={thread.bodyHidden ? undefined : thread.language}>
          {thread.bodyHidden ? hidden : thread.body}
        </div>
        <h3 className="thread-answers-title">{t('question.thread.answers', { count: answerCount })}</h3>
        {replies.length === 0 ? (
          <p className="thread-waiting">
            {thread.status === 'CLOSED' ? t('question.thread.closedNoAnswer') : t('question.thread.waiting', { name: ambassador.former ? name : ambassador.firstName })}
          </p>
        ) : (
          <ConversationMessages messages={replies} ambassadorName={name} />
        )}
        <ConversationActions thread={thread} token={token} refresh={refresh} />
        {/* The ambassador has left (erased): another question goes to someone else. */}
        {ambassador.former ? <AskSomeoneElse className="journey-actions" /> : <AmbassadorActions ambassador={ambassador} />}
        <ThreadReport threadId={thread.id} token={token} underReview={thread.underReview} onReported={refresh} />
      </article>
      <aside className="journey-aside" aria-label={t('question.thread.aboutAmbassador')}>
        {/* An erased ambassador has no name, photo or profile left to show: a card would be empty. */}
        {ambassador.former ? <p className="thread-former">{t('question.thread.formerText')}</p> : <AmbassadorCard ambassador={ambassador} showActions={false} headingLevel={2} />}
      </aside>
    </div>
  )
}
