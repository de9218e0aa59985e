import { lazy, Suspense, useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { MATCH_QUESTION_CHOICES, MATCH_RESULTS_FETCHED } from './result-counts'
import { toMatchInput, type MatchAnswers } from './match-answers'
import { MatchResultsQuery } from './match-queries'
import { TakeQuestionnairePrompt } from './TakeQuestionnairePrompt'
import { useStoredMatch } from './useStoredMatch'
import './match.css'

// The page's first render is a loading state (the answers are in this
// browser's storage, the matches come from the API): the choice and the form
// load while the matches are fetched, off the first load (decision 130).
let formModule: Promise<typeof import('./MatchQuestionForm')> | undefined
const loadForm = () => (formModule ??= import('./MatchQuestionForm'))
const MatchQuestionForm = lazy(() => loadForm().then((module) => ({ default: module.MatchQuestionForm })))

/** /matchQuestion: the question form, addressed to the best match or one of the next best. */
export function MatchQuestion() {
  const { t } = useTranslation()
  const match = useStoredMatch()
  if (match.status === 'loading') return <LoadingStatus label={t('matchQuestion.loading')} />
  if (match.status === 'incomplete') return <TakeQuestionnairePrompt page="matchQuestion" resumeStep={match.resumeStep} />
  return <AskBestMatch answers={match.stored.answers} />
}

function AskBestMatch({ answers }: { readonly answers: MatchAnswers }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  useEffect(() => void loadForm().catch(() => (formModule = undefined)), [])
  // Same variables as the /match results: after the questionnaire this is a cache hit.
  const input = useMemo(() => toMatchInput(answers, MATCH_RESULTS_FETCHED), [answers])
  const query = useBrowserQuery(MatchResultsQuery, { input, locale })
  const { data } = query
  const top = useMemo(() => (data?.match.ambassadors ?? []).slice(0, MATCH_QUESTION_CHOICES), [data])

  if (query.status === 'error') return <QueryError message={t('matchQuestion.error')} onRetry={query.refresh} />
  if (!data) return <LoadingStatus label={t('matchQuestion.loading')} />
  return (
    <Suspense fallback={<LoadingStatus label={t('matchQuestion.loading')} />}>
      <MatchQuestionForm top={top} input={input} />
    </Suspense>
  )
}
