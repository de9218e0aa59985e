import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { useInlinePanel } from '../../../components/useInlinePanel'
import { ConfirmStep } from '../../session-area/ConfirmStep'
import { useAreaAction } from '../shared/useAreaAction'
import { CloseQuestionMutation, type InboxQuestion } from './inbox-operations'
import { REFRESH_ACCOUNT } from '../shared/refresh-account'

/** Closes an open question without answering, after a confirmation in place. */
export function CloseQuestion({ question, onAnnounce }: { question: InboxQuestion; onAnnounce: (message: string) => void }) {
  const { t } = useTranslation()
  const [, close] = useMutation(CloseQuestionMutation)
  const action = useAreaAction()
  const { open: confirming, setOpen: setConfirming, trigger, cancel } = useInlinePanel(() => action.clearError())
  const confirm = async (): Promise<void> => {
    const ok = await action.run(async () => {
      const result = await close({ questionId: question.id }, REFRESH_ACCOUNT)
      return { error: result.error, fieldErrors: result.data?.closeQuestion.fieldErrors }
    })
    if (ok) onAnnounce(t('ambassadorsArea.inbox.closedDone'))
  }
  if (confirming) {
    return (
      <ConfirmStep
        message={t('ambassadorsArea.inbox.closeConfirm', { name: question.firstName })}
        confirmLabel={t('ambassadorsArea.inbox.closeYes')}
        cancelLabel={t('ambassadorsArea.inbox.closeNo')}
        busy={action.busy}
        error={action.error}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
    )
  }
  return (
    <button ref={trigger} type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
      {t('ambassadorsArea.inbox.close')}
    </button>
  )
}
