import { lazy, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { usePageQuery } from '../../graphql/usePageQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { MatchOptionsQuery } from './match-queries'
import { ProgressSteps } from './ProgressSteps'
import { RESULTS_STEP, STEP_COUNT, stepId } from './questionnaire'
import { StepBody } from './StepBody'
import { useQuestionnaire } from './useQuestionnaire'
import './match.css'

// The results (cards, scores, reasons) load while the visitor answers the first questions.
const loadResults = () => import('./MatchResults')
const MatchResults = lazy(loadResults)

/** /match: the questionnaire, one step at a time, then the ranked results. */
export function MatchQuestionnaire() {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const questionnaire = useQuestionnaire(locale)
  const { state, headingRef, ready } = questionnaire
  const options = usePageQuery(MatchOptionsQuery, { locale })
  const formRef = useRef<HTMLFormElement>(null)
  const errorFocusPending = useRef(false)

  useEffect(() => {
    if (ready) void loadResults()
  }, [ready])

  // A refused Next: once the errors are on screen, focus the first control with one.
  useEffect(() => {
    if (!errorFocusPending.current) return
    errorFocusPending.current = false
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus()
  }, [state.errors])

  if (state.step === RESULTS_STEP) {
    return (
      <Suspense fallback={<LoadingStatus label={t('match.results.loading')} />}>
        <MatchResults questionnaire={questionnaire} />
      </Suspense>
    )
  }

  const id = stepId(state.step) ?? 'interests'

  return (
    <section className="match-questionnaire" aria-labelledby="match-step-heading">
      {questionnaire.restored && (
        <div className="match-welcome" role="status">
          <p>{t('match.welcomeBack')}</p>
          <button type="button" className="button button-secondary" onClick={questionnaire.startOver}>
            {t('match.startOver')}
          </button>
        </div>
      )}
      <ProgressSteps step={state.step} onGoTo={questionnaire.goTo} />
      <form
        ref={formRef}
        className="match-step"
        noValidate
        aria-describedby="match-progress-text"
        onSubmit={(event) => {
          event.preventDefault()
          errorFocusPending.current = true
          questionnaire.next()
        }}
      >
        <h2 id="match-step-heading" className="match-step-heading" tabIndex={-1} ref={headingRef}>
          {t(`match.steps.${id}.heading`)}
        </h2>
        <p className="match-step-intro">{t(`match.steps.${id}.intro`)}</p>
        {options.data ? (
          <StepBody id={id} questionnaire={questionnaire} options={options.data} />
        ) : options.status === 'error' ? (
          <QueryError message={t('match.optionsError')} onRetry={options.refresh} />
        ) : (
          <LoadingStatus label={t('match.loadingQuestions')} />
        )}
        <div className="match-step-actions">
          {state.step > 1 && (
            <button type="button" className="button button-secondary match-back" onClick={questionnaire.back}>
              {t('match.back')}
            </button>
          )}
          <button type="submit" className="button match-next">
            {state.step === STEP_COUNT ? t('match.seeMatches') : t('match.next')}
          </button>
        </div>
        <p className="match-keyboard-hint">{t('match.keyboardHint')}</p>
      </form>
    </section>
  )
}
