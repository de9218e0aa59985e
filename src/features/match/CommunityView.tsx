import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { loadStringLoader } from '../../i18n'
import { Link } from '../../components/Link'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { AmbassadorList } from '../ambassadors/AmbassadorList'
import { CommunityJoinForm } from '../community-join/CommunityJoinForm'
import { COMMUNITY_AMBASSADORS_SHOWN, COMMUNITY_QUESTIONS_SHOWN, MatchCommunityDetailQuery, type CommunitySummary } from './community-queries'
import { CommunityPicker } from './CommunityPicker'
import { CommunityQA } from './CommunityQA'
import type { CommunityMatch } from './match-queries'
import { MatchScore } from './MatchScore'
import { ReasonList } from './ReasonList'

// "Ask this group" brings the question form and its strings (DEFERRED_PAGE_KEYS): loaded with the group, not with the page.
const AskThisGroup = lazy(async () => {
  const [module] = await Promise.all([
    import('../community-group/AskThisGroup'),
    loadStringLoader().then((strings) => strings.loadDeferredStrings('/pages/(graphql)/matchCommunity')),
  ])
  return { default: module.AskThisGroup }
})

interface CommunityViewProps {
  readonly id: string
  /** Present when this is the group the visitor fits best. */
  readonly fit?: Pick<CommunityMatch, 'score' | 'reasons'>
  readonly communities: readonly CommunitySummary[]
  /** The visitor has just confirmed their membership: no join form, no other groups; the welcome heads the page. */
  readonly member?: boolean
}

/**
 * One group's page: why it fits, the join form, its ambassadors, its
 * published Q&A (asked in the group or answered by its ambassadors) and
 * "ask this group"; then the other groups.
 */
export function CommunityView({ id, fit, communities, member = false }: CommunityViewProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const query = useBrowserQuery(MatchCommunityDetailQuery, {
    id,
    locale,
    ambassadors: COMMUNITY_AMBASSADORS_SHOWN,
    questions: COMMUNITY_QUESTIONS_SHOWN,
  })
  const { data } = query

  if (query.status === 'error') return <QueryError message={t('matchCommunity.error')} onRetry={query.refresh} />
  if (!data) return <LoadingStatus label={t('matchCommunity.loading')} />
  const community = data.community
  if (!community) {
    return (
      <>
        <section className="match-prompt" aria-labelledby="community-missing">
          <h2 id="community-missing">{t('matchCommunity.notFound.heading')}</h2>
          <p>{t('matchCommunity.notFound.text')}</p>
        </section>
        <CommunityPicker communities={communities} heading={t('matchCommunity.orChoose')} />
      </>
    )
  }

  return (
    <>
      <article className="community-match" aria-labelledby="community-heading">
        <header className="community-match-head">
          {fit && <p className="community-match-badge">{t('matchCommunity.bestFit')}</p>}
          <h2 id="community-heading">{community.name}</h2>
          <p className="community-match-description">{community.description}</p>
          <p className="community-match-count">{t('matchCommunity.ambassadorCount', { count: community.ambassadorCount })}</p>
          {fit && <MatchScore score={fit.score} labelKey="matchCommunity.fit" />}
        </header>
        {fit && fit.reasons.length > 0 && (
          <section className="community-match-why" aria-labelledby="community-why">
            <h3 id="community-why">{t('matchCommunity.whyHeading')}</h3>
            <ReasonList reasons={fit.reasons} label={t('matchCommunity.whyHeading')} subject="community" />
            <Link href="/match?step=1" className="match-change-answers">
              {t('matchCommunity.changeAnswers')}
            </Link>
          </section>
        )}
        {!member && (
          <div className="community-match-join">
            <CommunityJoinForm key={community.id} communityId={community.id} communityName={community.name} headingLevel={3} />
          </div>
        )}
        <section className="community-match-ambassadors" aria-labelledby="community-ambassadors">
          <h3 id="community-ambassadors">{t('matchCommunity.ambassadorsHeading')}</h3>
          <AmbassadorList ambassadors={community.ambassadors} labelledBy="community-ambassadors" variant="compact" headingLevel={4} />
        </section>
        <section className="community-match-qa" aria-labelledby="community-qa">
          <h3 id="community-qa">{t('matchCommunity.qaHeading')}</h3>
          <CommunityQA questions={community.publishedQuestions} />
        </section>
        {community.ambassadorCount > 0 ? (
          <Suspense fallback={<LoadingStatus label={t('matchCommunity.loading')} />}>
            <AskThisGroup communityId={community.id} />
          </Suspense>
        ) : (
          <section className="community-match-ask" aria-labelledby="community-ask">
            <h3 id="community-ask">{t('matchCommunity.group.askHeading')}</h3>
            <p>{t('matchCommunity.group.noAmbassadors')}</p>
            <Link className="button" href="/question">
              {t('matchCommunity.group.askAnyone')}
            </Link>
          </section>
        )}
      </article>
      {!member && <CommunityPicker communities={communities} heading={t('matchCommunity.otherGroups')} excludeId={community.id} />}
    </>
  )
}
