import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../src/components/PageHeader'
import { AskQuestion } from '../../../src/features/question/AskQuestion'
import { ThreadView } from '../../../src/features/question/ThreadView'
import { useHydratedSearch } from '../../../src/features/question/useHydratedSearch'

/**
 * /question (ask anyone), ?ambassador=<id> (ask them), ?thread=<id>[&token=]
 * (a sent question). The query string is read after hydration: the page is
 * prerendered without one.
 */
export default function Page() {
  const { t } = useTranslation()
  const search = useHydratedSearch()
  if (search?.thread) {
    return (
      <>
        <header className="page-header">
          <h1>{t('question.thread.heading')}</h1>
          <p className="page-intro">{t('question.thread.intro')}</p>
        </header>
        <ThreadView id={search.thread} token={search.token} />
      </>
    )
  }
  return (
    <>
      <PageHeader page="question" />
      <AskQuestion ambassadorId={search?.ambassador} ready={search !== null} />
    </>
  )
}
