import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../src/components/LoadingStatus'
import { loadStringLoader } from '../../../src/i18n'
import { PageHeader } from '../../../src/components/PageHeader'
import { AskQuestion } from '../../../src/features/question/AskQuestion'
import { OpeningSoon, useOpenForVisitors } from '../../../src/features/organization/OpeningSoon'
import { useHydratedSearch } from '../../../src/features/question/useHydratedSearch'

// A sent question (`?thread=`) is known only after hydration (the page is
// prerendered without a query string): its view, actions and live updates
// stay off the first load of the form everyone else sees.
const ThreadView = lazy(() => import('../../../src/features/question/ThreadView').then((module) => ({ default: module.ThreadView })))
// "My conversations" (`?conversations=`, issue 33) opens from an e-mail only: its view and strings load then.
const MyConversationsView = lazy(() =>
  Promise.all([
    import('../../../src/features/my-conversations/MyConversationsView'),
    loadStringLoader().then((strings) => strings.loadDeferredStrings('/pages/(graphql)/question')),
  ]).then(([module]) => ({ default: module.MyConversationsView })),
)

/**
 * /question (ask anyone), ?ambassador=<id> (ask them), ?thread=<id>[&token=]
 * (a sent question), ?conversations=<token> (the visitor's conversations, from
 * the e-mailed link). The query string is read after hydration: the page is
 * prerendered without one.
 */
export default function Page() {
  const { t } = useTranslation()
  const search = useHydratedSearch()
  const open = useOpenForVisitors()
  if (search?.conversations) {
    return (
      <Suspense fallback={<LoadingStatus label={t('question.thread.loading')} />}>
        <MyConversationsView token={search.conversations} />
      </Suspense>
    )
  }
  if (search?.thread) {
    return (
      <>
        <header className="page-header">
          <h1>{t('question.thread.heading')}</h1>
          <p className="page-intro">{t('question.thread.intro')}</p>
        </header>
        <Suspense fallback={<LoadingStatus label={t('question.thread.loading')} />}>
          <ThreadView id={search.thread} token={search.token} />
        </Suspense>
      </>
    )
  }
  return (
    <>
      <PageHeader page="question" />
      {open ? <AskQuestion ambassadorId={search?.ambassador} ready={search !== null} /> : <OpeningSoon form />}
    </>
  )
}
