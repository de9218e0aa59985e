import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { Link } from '../../components/Link'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { MATCH_QUESTION_CHOICES, MATCH_RESULTS_FETCHED } from './result-counts'
import type { SentQuestion } from '../question/ask-question'
import { QuestionForm } from '../question/QuestionForm'
import { showSentThread } from '../question/show-sent-thread'
import { AmbassadorChoice } from './AmbassadorChoice'
import { toMatchInput, type MatchAnswers } from './match-answers'
import { MatchResultsQuery } from './match-queries'
import { TakeQuestionnairePrompt } from './TakeQuestionnairePrompt'
import { useStoredMatch } from './useStoredMatch'
import './match.css'

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
  const { urlParsed } = usePageContext()
  // Same variables as the /match results: after the questionnaire this is a cache hit.
  const input = useMemo(() => toMatchInput(answers, MATCH_RESULTS_FETCHED), [answers])
  const query = useBrowserQuery(MatchResultsQuery, { input, locale })
  const { data } = query
  const [chosen, setChosen] = useState<string | undefined>(urlParsed.search.ambassador)
  const top = useMemo(() => (data?.match.ambassadors ?? []).slice(0, MATCH_QUESTION_CHOICES), [data])
  const { first: _first, ...matchInput } = input

  if (query.status === 'error') return <QueryError message={t('matchQuestion.error')} onRetry={query.refresh} />
  if (!data) return <LoadingStatus label={t('matchQuestion.loading')} />
  const selected = top.find((m) => m.ambassador.id === chosen) ?? top[0]

  const select = (id: string) => {
    setChosen(id)
    // Shareable and kept on reload; validated by the `ambassadorQuery` route middleware.
    const url = new URL(window.location.href)
    url.searchParams.set('ambassador', id)
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  }
  // The thread view with its "on its way" confirmation, as after /question.
  const onSent = (sent: SentQuestion) => void showSentThread(sent, locale)

  return (
    <div className="match-question">
      {selected ? (
        <>
          <div className="match-question-choice">
            <AmbassadorChoice matches={top} selectedId={selected.ambassador.id} onSelect={select} />
            <Link href="/match?step=1" className="match-change-answers">
              {t('matchQuestion.changeAnswers')}
            </Link>
          </div>
          <section className="match-question-form" aria-labelledby="match-question-heading">
            <h2 id="match-question-heading">{t('matchQuestion.formHeading', { name: `${selected.ambassador.firstName} ${selected.ambassador.lastInitial}` })}</h2>
            <QuestionForm
              ambassadorId={selected.ambassador.id}
              ambassadorName={selected.ambassador.firstName}
              matchInput={matchInput}
              persistKey="match-question"
              onSent={onSent}
            />
          </section>
        </>
      ) : (
        <>
          <p className="match-empty">{t('match.results.empty')}</p>
          <QuestionForm matchInput={matchInput} persistKey="match-question" onSent={onSent} />
        </>
      )}
    </div>
  )
}
