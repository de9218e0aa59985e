import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { loadStringLoader } from '../../i18n'
import { usePageLocale } from '../../routing/usePageLocale'
import { QuestionForm } from './QuestionForm'
import { showSentThread } from './show-sent-thread'
import { useRecipient } from './useRecipient'

// Shown once the query string is read (after hydration), or once the
// recipient is known: off the page's first load, with the card they show.
const RecipientPanel = lazy(() => import('./RecipientPanel').then((module) => ({ default: module.RecipientPanel })))
const RecipientNotFound = lazy(() => import('./RecipientPanel').then((module) => ({ default: module.RecipientNotFound })))
const MyThreads = lazy(() => import('./MyThreads').then((module) => ({ default: module.MyThreads })))
// "Find my conversations" (issue 33): below the fold on a phone, with its own strings.
const RequestConversationsLink = lazy(() =>
  Promise.all([import('../my-conversations/RequestConversationsLink'), loadStringLoader().then((strings) => strings.loadDeferredStrings('/pages/(graphql)/question'))]).then(
    ([module]) => ({ default: module.RequestConversationsLink }),
  ),
)

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
  if (recipient?.status === 'missing') {
    return (
      <Suspense fallback={null}>
        <RecipientNotFound />
      </Suspense>
    )
  }
  const name = recipient?.status === 'found' ? recipient.ambassador.firstName : undefined
  return (
    <div className="question-layout">
      <div className="question-recipient">
        {ready && (
          <Suspense fallback={null}>
            <RecipientPanel state={recipient} />
          </Suspense>
        )}
      </div>
      <section className="question-main" aria-labelledby="question-form-title">
        <h2 id="question-form-title" className="question-form-title">
          {name ? t('question.form.titleTo', { name }) : t('question.form.title')}
        </h2>
        <QuestionForm ambassadorId={ambassadorId} ambassadorName={name} onSent={(sent) => void showSentThread(sent, locale)} />
      </section>
      <div className="question-history">
        {ready && (
          <Suspense fallback={null}>
            <MyThreads />
            <RequestConversationsLink />
          </Suspense>
        )}
      </div>
    </div>
  )
}
