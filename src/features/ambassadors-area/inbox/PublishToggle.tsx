import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { useAreaAction } from '../shared/useAreaAction'
import { readFragment } from '../../../graphql/graphql'
import { InboxQuestionFields, SetQuestionPublishedMutation, type InboxQuestion } from './inbox-operations'

/**
 * Shares an answered question with the community (or takes it back). The
 * visitor's identity is never published. When the organization approves
 * published Q&A first, it says so while staff decide, and why they did not
 * approve it (publishing again asks again).
 */
export function PublishToggle({ question, onAnnounce }: { question: InboxQuestion; onAnnounce: (message: string) => void }) {
  const { t } = useTranslation()
  const [, setPublished] = useMutation(SetQuestionPublishedMutation)
  const action = useAreaAction()
  const awaiting = question.publicationStatus === 'AWAITING_APPROVAL'
  const rejected = question.publicationStatus === 'REJECTED'
  const next = !(question.published || awaiting)
  const toggle = async (): Promise<void> => {
    let waits = false
    const ok = await action.run(async () => {
      const result = await setPublished({ questionId: question.id, published: next })
      const updated = result.data?.setQuestionPublished.question
      waits = updated ? readFragment(InboxQuestionFields, updated).publicationStatus === 'AWAITING_APPROVAL' : false
      return { error: result.error, fieldErrors: result.data?.setQuestionPublished.fieldErrors }
    })
    if (ok) onAnnounce(waits ? t('ambassadorsArea.inbox.sentForApproval') : next ? t('ambassadorsArea.inbox.publishedDone') : t('ambassadorsArea.inbox.unpublishedDone'))
  }
  return (
    <div className="area-publish">
      <p className="area-meta">
        <span className={question.published ? 'area-badge area-badge-success' : rejected ? 'area-badge area-badge-alert' : 'area-badge'}>
          {question.published
            ? t('ambassadorsArea.inbox.published')
            : awaiting
              ? t('ambassadorsArea.inbox.awaitingApproval')
              : rejected
                ? t('ambassadorsArea.inbox.notApproved')
                : t('ambassadorsArea.inbox.notPublished')}
        </span>
      </p>
      {rejected && question.publicationRejectionReason && (
        <p className="area-question-body">{t('ambassadorsArea.inbox.notApprovedReason', { reason: question.publicationRejectionReason })}</p>
      )}
      <button type="button" className="button button-secondary" onClick={() => void toggle()} aria-busy={action.busy || undefined}>
        {next ? t('ambassadorsArea.inbox.publishAction') : awaiting ? t('ambassadorsArea.inbox.withdrawAction') : t('ambassadorsArea.inbox.unpublishAction')}
      </button>
      {action.error !== null && (
        <p className="area-error" role="alert">
          {action.error}
        </p>
      )}
    </div>
  )
}
