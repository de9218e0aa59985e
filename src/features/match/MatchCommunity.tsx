import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'vike-react/useHydrated'
import { usePageContext } from 'vike-react/usePageContext'
import { Link } from '../../components/Link'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { ConfirmJoin } from '../community-join/ConfirmJoin'
import { usePageQuery } from '../../graphql/usePageQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { MATCH_RESULTS_FETCHED } from './result-counts'
import { MatchCommunitiesQuery, type CommunitySummary } from './community-queries'
import { CommunityPicker } from './CommunityPicker'
import { CommunityView } from './CommunityView'
import { toMatchInput, type MatchAnswers } from './match-answers'
import { MatchResultsQuery } from './match-queries'
import { TakeQuestionnairePrompt } from './TakeQuestionnairePrompt'
import { useStoredMatch } from './useStoredMatch'
import './match.css'

/**
 * /matchCommunity: the group the visitor fits best (from their match
 * answers), or the one picked in the directory (`?community=<id>`), with its
 * join form. Without either: the way to the questionnaire, and every group.
 * `?confirm=<token>`: the join e-mail's link, confirmed with one press.
 */
export function MatchCommunity() {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const hydrated = useHydrated()
  const match = useStoredMatch()
  // The query string exists only in the browser: read it once hydrated (the prerendered HTML has none).
  const { urlParsed } = usePageContext()
  const requested = hydrated ? urlParsed.search.community : undefined
  // The join e-mail's link: `?confirm=<token>` (double opt-in).
  const confirmToken = hydrated ? urlParsed.search.confirm : undefined
  const communitiesQuery = usePageQuery(MatchCommunitiesQuery, { locale })
  const communities = communitiesQuery.data?.communities ?? []
  const answers = match.status === 'complete' ? match.stored.answers : null

  if (confirmToken) return <ConfirmJoin token={confirmToken} />
  if (match.status === 'loading') return <LoadingStatus label={t('matchCommunity.loading')} />
  if (requested) return <FitOrChosen id={requested} answers={answers} communities={communities} />
  if (!answers) {
    return (
      <>
        <TakeQuestionnairePrompt page="matchCommunity" resumeStep={match.status === 'incomplete' ? match.resumeStep : null} />
        {communitiesQuery.status === 'error' ? (
          <QueryError onRetry={communitiesQuery.refresh} />
        ) : (
          <CommunityPicker communities={communities} heading={t('matchCommunity.orChoose')} />
        )}
      </>
    )
  }
  return <FitOrChosen answers={answers} communities={communities} />
}

/** The best-fitting group (or the chosen one, with its fit when it is also the best). */
function FitOrChosen({ id, answers, communities }: { id?: string; answers: MatchAnswers | null; communities: readonly CommunitySummary[] }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  // Same variables as the /match results: after the questionnaire this is a cache hit.
  const input = useMemo(() => (answers ? toMatchInput(answers, MATCH_RESULTS_FETCHED) : {}), [answers])
  const fit = useBrowserQuery(MatchResultsQuery, { input, locale }, { pause: !answers })
  const best = fit.data?.match.community ?? null
  if (id) {
    const better = best && best.community.id !== id ? best.community : null
    return (
      <>
        {better && (
          <p className="community-better-fit">
            {t('matchCommunity.betterFit')} <Link href={`/matchCommunity?community=${encodeURIComponent(better.id)}`}>{better.name}</Link>
          </p>
        )}
        <CommunityView id={id} fit={better || !best ? undefined : best} communities={communities} />
      </>
    )
  }
  if (fit.status === 'error') return <QueryError message={t('matchCommunity.error')} onRetry={fit.refresh} />
  if (!fit.data) return <LoadingStatus label={t('matchCommunity.loading')} />
  if (!best) return <CommunityPicker communities={communities} heading={t('matchCommunity.orChoose')} />
  return <CommunityView id={best.community.id} fit={best} communities={communities} />
}
