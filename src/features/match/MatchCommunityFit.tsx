import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '../../components/Link'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import type { CommunitySummary } from './community-queries'
import { CommunityPicker } from './CommunityPicker'
import { CommunityView } from './CommunityView'
import { toMatchInput, type MatchAnswers } from './match-answers'
import { MatchResultsQuery } from './match-queries'
import { MATCH_RESULTS_FETCHED } from './result-counts'

/** The best-fitting group (or the chosen one, with its fit when it is also the best). */
export function FitOrChosen({ id, answers, communities }: { id?: string; answers: MatchAnswers | null; communities: readonly CommunitySummary[] }) {
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
