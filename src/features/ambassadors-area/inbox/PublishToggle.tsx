import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { useAreaAction } from '../shared/useAreaAction'
import { SetQuestionPublishedMutation, type InboxQuestion } from './inbox-operations'

/** Shares an answered question with the community (or takes it back). The visitor's identity is never published. */
export function PublishToggle({ question, onAnnounce }: { question: InboxQuestion; onAnnounce: (message: string) => void }) {
  const { t } = useTranslation()
  const [, setPublished] = useMutation(SetQuestionPublishedMutation)
  const action = useAreaAction()
  const next = !question.published
  const toggle = async (): Promise<void> => {
    const ok = await action.run(async () => {
      const result = await setPublished({ questionId: question.id, published: next })
      return { error: result.error, fieldErrors: result.data?.setQuestionPublished.fieldErrors }
    })
    if (ok) onAnnounce(next ? t('ambassadorsArea.inbox.publishedDone') : t('ambassadorsArea.inbox.unpublishedDone'))
  }
  return (
    <div className="area-publish">
      <p className="area-meta">
        <span className={question.published ? 'area-badge area-badge-success' : 'area-badge'}>
          {question.published ? t('ambassadorsArea.inbox.published') : t('ambassadorsArea.inbox.notPublished')}
        </span>
      </p>
      <button type="button" className="button button-secondary" onClick={() => void toggle()} aria-busy={action.busy || undefined}>
        {next ? t('ambassadorsArea.inbox.publishAction') : t('ambassadorsArea.inbox.unpublishAction')}
      </button>
      {action.error !== null && (
        <p className="area-error" role="alert">
          {action.error}
        </p>
      )}
    </div>
  )
}
