import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../routing/usePageLocale'
import { QuestionForm } from '../question/QuestionForm'
import { showSentThread } from '../question/show-sent-thread'

/**
 * "Ask this group" (decision 147): the usual question form, routed by the API
 * to one of the group's ambassadors; after sending, the visitor lands on the
 * private thread as with any question. Loaded with the question strings
 * (DEFERRED_PAGE_KEYS of /matchCommunity), off the page's first load.
 */
export function AskThisGroup({ communityId, headingLevel = 3 }: { communityId: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className="community-match-ask" aria-labelledby="community-ask">
      <Heading id="community-ask">{t('matchCommunity.group.askHeading')}</Heading>
      <p>{t('matchCommunity.group.askIntro')}</p>
      <QuestionForm communityId={communityId} persistKey={`group-question-${communityId}`} onSent={(sent) => void showSentThread(sent, locale)} />
    </section>
  )
}
