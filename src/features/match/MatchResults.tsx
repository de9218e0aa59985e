import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { track } from '../analytics/track'
import { MatchMapSlot } from '../maps/MatchMapSlot'
import { LoadingStatus } from '../../components/LoadingStatus'
import { QueryError } from '../../components/QueryError'
import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { usePageLocale } from '../../routing/usePageLocale'
import { MATCH_RESULTS_FETCHED, MATCH_RESULTS_SHOWN } from './result-counts'
import { toMatchInput } from './match-answers'
import { MatchResultsQuery } from './match-queries'
import { MatchResultCard } from './MatchResultCard'
import { Link } from '../../components/Link'
import { NextSteps, useNextStepActions } from './NextSteps'
import type { Questionnaire } from './useQuestionnaire'

/** The ranked ambassadors for the visitor's answers (always live), then the next steps. */
export default function MatchResults({ questionnaire }: { readonly questionnaire: Questionnaire }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const { state, headingRef, goTo, startOver, markCompleted } = questionnaire
  const { answers } = state
  const input = useMemo(() => toMatchInput(answers, MATCH_RESULTS_FETCHED), [answers])
  const query = useBrowserQuery(MatchResultsQuery, { input, locale })
  const { data } = query
  const [shown, setShown] = useState(MATCH_RESULTS_SHOWN)
  const listRef = useRef<HTMLOListElement>(null)
  const matches = useMemo(() => data?.match.ambassadors ?? [], [data])
  const nextAction = useNextStepActions(matches)

  useEffect(() => {
    if (data && markCompleted(JSON.stringify(input))) track('match_completed')
  }, [data, input, markCompleted])

  const showMore = () => {
    const first = shown
    setShown(matches.length)
    // Focus into the first newly shown card, so keyboard users continue from there.
    requestAnimationFrame(() => listRef.current?.children[first]?.querySelector<HTMLElement>('a[href], button')?.focus())
  }

  return (
    <section className="match-results" aria-labelledby="match-results-heading" aria-busy={query.status === 'pending' || undefined}>
      <div className="match-results-head">
        <h2 id="match-results-heading" tabIndex={-1} ref={headingRef}>
          {t('match.results.heading')}
        </h2>
        <p className="match-step-intro">{t('match.results.intro')}</p>
        <div className="match-results-tools">
          <button type="button" className="button button-secondary" onClick={() => goTo(1)}>
            {t('match.editAnswers')}
          </button>
          <button type="button" className="button button-secondary" onClick={startOver}>
            {t('match.startOver')}
          </button>
        </div>
      </div>
      {query.status === 'pending' && !data && <LoadingStatus label={t('match.results.loading')} />}
      {query.status === 'error' && <QueryError message={t('match.results.error')} onRetry={query.refresh} />}
      {data && matches.length === 0 && <p className="match-empty">{t('match.results.empty')}</p>}
      {matches.length > 0 && (
        <>
          <p className="match-count" role="status">
            {t('match.results.count', { count: matches.length })}
          </p>
          {answers.next && (
            // The visitor's choice from step 5, right away (on a phone the full list of next steps is far below).
            <p className="match-primary-action">
              <Link href={nextAction(answers.next).href} className="button">
                {nextAction(answers.next).label}
              </Link>
              <a href="#match-next-steps" className="match-other-actions">
                {t('match.results.otherActions')}
              </a>
            </p>
          )}
          <ol ref={listRef} className="match-results-list">
            {matches.slice(0, shown).map((match, index) => (
              <li key={match.ambassador.id}>
                <MatchResultCard match={match} best={index === 0} />
              </li>
            ))}
          </ol>
          {shown < matches.length && (
            <button type="button" className="button button-secondary match-show-more" onClick={showMore}>
              {t('match.results.showMore')}
            </button>
          )}
          {/* The maps feature's small map of the ambassadors shown (lazy: no maps code in this bundle). */}
          <MatchMapSlot ambassadorIds={matches.slice(0, shown).map((match) => match.ambassador.id)} />
          <NextSteps chosen={answers.next} matches={matches} />
        </>
      )}
    </section>
  )
}
