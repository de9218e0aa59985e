import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadDraft, sessionStore } from '../../../forms/draft'
import { QUESTION_OVERDUE_HOURS } from '../../../contract/limits'
import { usePageLocale } from '../../../routing/usePageLocale'
import { answerPersistKey, readUiState, writeUiState } from '../session/area-storage'
import { formatDuration, formatMinutesAgo, formatRelativeToNow } from '../shared/time-format'
import { AnswerForm } from './AnswerForm'
import { CloseQuestion } from './CloseQuestion'
import type { InboxQuestion } from './inbox-operations'
import { InboxConversation } from './InboxConversation'
import { InboxReport } from './InboxReport'
import { PublishToggle } from './PublishToggle'
import { UnderReviewNotice } from '../../safeguarding/UnderReviewNotice'

const hasDraft = (questionId: string): boolean => {
  const body = loadDraft(sessionStore(), answerPersistKey(questionId))?.body
  return typeof body === 'string' && body.trim() !== ''
}

/**
 * One question: who asked (first name only), what, how long it has waited,
 * and what can be done with it. Under review (reported), it says so and the
 * answer stays closed (its draft is kept) until staff release it.
 */
export function QuestionItem({ question, onAnnounce }: { question: InboxQuestion; onAnnounce: (message: string) => void }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  // Reopened after a re-sign-in: the question being answered, with its draft.
  const [expanded, setExpanded] = useState(() => question.status === 'OPEN' && (readUiState('open-question') === question.id || hasDraft(question.id)))
  const toggleButton = useRef<HTMLButtonElement>(null)
  const formBoxId = `answer-box-${question.id}`
  const topicId = `question-topic-${question.id}`
  const toggle = (): void => {
    writeUiState('open-question', expanded ? null : question.id)
    setExpanded(!expanded)
  }
  const isOpen = question.status === 'OPEN'
  const frozen = question.underReview
  const reviewId = `question-review-${question.id}`
  const hidden = <span className="hidden-by-staff">{t('forms.safeguarding.hiddenByStaff')}</span>
  return (
    <article className={['area-card', question.overdue && 'is-overdue'].filter(Boolean).join(' ')} aria-labelledby={topicId}>
      <h3 id={topicId} className="area-card-title" tabIndex={-1} lang={question.locale}>
        {question.bodyHidden ? hidden : question.topic}
      </h3>
      <p className="area-meta">
        <span>{t('ambassadorsArea.inbox.from', { name: question.firstName })}</span>
        <span>
          {t('ambassadorsArea.inbox.asked', {
            when: isOpen ? formatMinutesAgo(question.waitingMinutes, locale) : formatRelativeToNow(question.createdAt, locale),
          })}
        </span>
        {question.status === 'ANSWERED' && <span>{t('ambassadorsArea.inbox.waitedFor', { duration: formatDuration(question.waitingMinutes, locale) })}</span>}
        {question.overdue && isOpen && (
          <>
            <span className="area-badge area-badge-alert">{t('ambassadorsArea.inbox.overdue')}</span>
            <span>{t('ambassadorsArea.inbox.overdueHint', { hours: QUESTION_OVERDUE_HOURS })}</span>
          </>
        )}
      </p>
      {frozen && <UnderReviewNotice id={reviewId} side="ambassador" headingLevel={4} />}
      <p className="area-question-body" lang={question.locale}>
        {question.bodyHidden ? hidden : question.body}
      </p>
      <InboxConversation question={question} />
      {question.status === 'ANSWERED' && !frozen && <PublishToggle question={question} onAnnounce={onAnnounce} />}
      {isOpen && frozen && (
        <div className="area-actions">
          {/* Still found by keyboard and screen readers, with the reason beside it. */}
          <button type="button" className="button" aria-disabled="true" aria-describedby={reviewId}>
            {t('ambassadorsArea.inbox.answer')}
          </button>
        </div>
      )}
      {isOpen && !frozen && (
        <>
          <div className="area-actions">
            <button ref={toggleButton} type="button" className="button" aria-expanded={expanded} aria-controls={formBoxId} onClick={toggle}>
              {expanded ? t('ambassadorsArea.inbox.hideAnswer') : t('ambassadorsArea.inbox.answer')}
            </button>
            <CloseQuestion question={question} onAnnounce={onAnnounce} />
          </div>
          <div id={formBoxId} hidden={!expanded}>
            {expanded && <AnswerForm question={question} onAnswered={() => onAnnounce(t('ambassadorsArea.inbox.sent', { name: question.firstName }))} />}
          </div>
        </>
      )}
      <InboxReport question={question} />
    </article>
  )
}
