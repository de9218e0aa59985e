import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { Link } from '../../components/Link'
import { usePageLocale } from '../../routing/usePageLocale'
import type { SentQuestion } from '../question/ask-question'
import { QuestionForm } from '../question/QuestionForm'
import { showSentThread } from '../question/show-sent-thread'
import { AmbassadorChoice } from './AmbassadorChoice'
import type { MatchInputVariables } from './match-answers'
import type { AmbassadorMatch } from './match-queries'

/** /matchQuestion once the matches are here: the best ones to choose from, and the form addressed to the chosen one. */
export function MatchQuestionForm({ top, input }: { readonly top: readonly AmbassadorMatch[]; readonly input: MatchInputVariables }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const { urlParsed } = usePageContext()
  const [chosen, setChosen] = useState<string | undefined>(urlParsed.search.ambassador)
  const { first: _first, ...matchInput } = input

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
