import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../routing/usePageLocale'
import { MyThreads } from './MyThreads'
import { QuestionForm } from './QuestionForm'
import { RecipientNotFound, RecipientPanel, useRecipient } from './RecipientPanel'
import { showSentThread } from './show-sent-thread'

/**
 * `/question` and `/question?ambassador=<id>`: who the question goes to, the
 * form, and the visitor's earlier questions. `ready` is false until the query
 * string can be read (hydration): the recipient column stays empty until then
 * rather than flashing "any ambassador".
 */
export function AskQuestion({ ambassadorId, ready }: { ambassadorId: string | undefined; ready: boolean }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const recipient = useRecipient(ambassadorId)
  if (recipient?.status === 'missing') return <RecipientNotFound />
  const name = recipient?.status === 'found' ? recipient.ambassador.firstName : undefined
  return (
    <div className="question-layout">
      <div className="question-recipient">{ready && <RecipientPanel state={recipient} />}</div>
      <section className="question-main" aria-labelledby="question-form-title">
        <h2 id="question-form-title" className="question-form-title">
          {name ? t('question.form.titleTo', { name }) : t('question.form.title')}
        </h2>
        <QuestionForm ambassadorId={ambassadorId} ambassadorName={name} onSent={(sent) => void showSentThread(sent, locale)} />
      </section>
      <div className="question-history">{ready && <MyThreads />}</div>
    </div>
  )
}
