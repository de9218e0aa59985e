import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'vike-react/useHydrated'
import { usePageContext } from 'vike-react/usePageContext'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { usePageQuery } from '../../graphql/usePageQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { MatchCommunitiesQuery } from './community-queries'
import { CommunityPicker } from './CommunityPicker'
import { TakeQuestionnairePrompt } from './TakeQuestionnairePrompt'
import { useStoredMatch } from './useStoredMatch'
import './match.css'

// The page's first render is a loading state (the answers are in this
// browser's storage, the fit comes from the API): the group's view and its
// join form load meanwhile, off the first load (decision 130).
let fitModule: Promise<typeof import('./MatchCommunityFit')> | undefined
const loadFit = () => (fitModule ??= import('./MatchCommunityFit'))
const FitOrChosen = lazy(() => loadFit().then((module) => ({ default: module.FitOrChosen })))
const ConfirmJoin = lazy(() => import('../community-join/ConfirmJoin').then((module) => ({ default: module.ConfirmJoin })))
const LeaveGroup = lazy(() => import('../community-group/LeaveGroup').then((module) => ({ default: module.LeaveGroup })))

/**
 * /matchCommunity: the group the visitor fits best (from their match
 * answers), or the one picked in the directory (`?community=<id>`), with its
 * join form. Without either: the way to the questionnaire, and every group.
 * `?confirm=<token>`: the join e-mail's link, confirmed with one press, then
 * the group's page. `?leave=<token>`: the leave link of every group e-mail.
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
  const leaveToken = hydrated ? urlParsed.search.leave : undefined
  const communitiesQuery = usePageQuery(MatchCommunitiesQuery, { locale })
  const communities = communitiesQuery.data?.communities ?? []
  const answers = match.status === 'complete' ? match.stored.answers : null
  useEffect(() => void loadFit().catch(() => (fitModule = undefined)), [])
  const loading = <LoadingStatus label={t('matchCommunity.loading')} />
  const later = (part: ReactNode) => <Suspense fallback={loading}>{part}</Suspense>

  if (confirmToken) return later(<ConfirmJoin token={confirmToken} />)
  if (leaveToken) return later(<LeaveGroup token={leaveToken} />)
  if (match.status === 'loading') return loading
  if (requested) return later(<FitOrChosen id={requested} answers={answers} communities={communities} />)
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
  return later(<FitOrChosen answers={answers} communities={communities} />)
}
