import { useTranslation } from 'react-i18next'
import type { Locale } from '../../../contract/locale'
import { formatDuration } from '../../ambassadors-area/shared/time-format'
import { compareWithPrevious, formatCount, formatScore, formatShare, LOWER_IS_BETTER, VERDICT_ARROWS, verdictOf } from './insights-format'
import type { InsightsTotalsData } from './insights-operations'
import { changeWords, COUNT_METRICS } from './insights-words'

interface KeyFiguresProps {
  readonly totals: InsightsTotalsData
  readonly previous: InsightsTotalsData
  readonly days: number
  /** First answers the "within 24 hours" share is taken of (its stated denominator). */
  readonly answered: number
  readonly locale: Locale
}

interface Figure {
  readonly key: string
  readonly label: string
  readonly value: string
  readonly detail?: string
  readonly current: number | null
  readonly before: number | null
}

/** Every total of the period, each with its change against the equally long period before: better or worse in words and an arrow (issue 34), then by how much. */
export function KeyFigures({ totals, previous, days, answered, locale }: KeyFiguresProps) {
  const { t } = useTranslation()
  const none = t('staffConsole.insights.keyFigures.noValue')
  const figures: Figure[] = [
    ...COUNT_METRICS.map((metric) => ({
      key: metric,
      label: t(`staffConsole.insights.metrics.${metric}`),
      value: formatCount(totals[metric], locale),
      current: totals[metric],
      before: previous[metric],
    })),
    {
      key: 'medianFirstAnswer',
      label: t('staffConsole.insights.metrics.medianFirstAnswer'),
      value: totals.medianFirstAnswerMinutes === null ? none : formatDuration(totals.medianFirstAnswerMinutes, locale),
      current: totals.medianFirstAnswerMinutes,
      before: previous.medianFirstAnswerMinutes,
    },
    {
      key: 'answeredWithin24h',
      label: t('staffConsole.insights.metrics.answeredWithin24h'),
      value: totals.answeredWithin24hShare === null ? none : formatShare(totals.answeredWithin24hShare, locale),
      detail:
        totals.answeredWithin24hShare === null ? undefined : t('staffConsole.insights.keyFigures.ofFirstAnswers', { count: answered, answered: formatCount(answered, locale) }),
      current: totals.answeredWithin24hShare,
      before: previous.answeredWithin24hShare,
    },
    {
      key: 'feedback',
      label: t('staffConsole.insights.metrics.feedback'),
      value: totals.feedbackAverage === null ? none : t('staffConsole.insights.keyFigures.feedbackValue', { average: formatScore(totals.feedbackAverage, locale) }),
      detail: totals.feedbackAverage === null ? undefined : t('staffConsole.insights.keyFigures.feedbackCount', { count: totals.feedbackCount }),
      current: totals.feedbackAverage,
      before: previous.feedbackAverage,
    },
  ]
  return (
    <section aria-labelledby="insights-key-figures">
      <h3 id="insights-key-figures">{t('staffConsole.insights.keyFigures.heading')}</h3>
      <dl className="insights-figures">
        {figures.map((figure) => {
          const change = compareWithPrevious(figure.current, figure.before)
          const verdict = verdictOf(change, LOWER_IS_BETTER.has(figure.key))
          return (
            <div key={figure.key} className="insights-figure" data-figure={figure.key}>
              <dt>{figure.label}</dt>
              <dd className="insights-figure-value">{figure.value}</dd>
              {figure.detail !== undefined && <dd className="area-muted">{figure.detail}</dd>}
              <dd className="insights-change" data-change={change.kind} data-verdict={verdict}>
                {verdict !== 'neutral' && (
                  <span className="insights-verdict">
                    <span aria-hidden="true">{VERDICT_ARROWS[verdict]} </span>
                    {t(`staffConsole.insights.verdict.${verdict}`)}
                  </span>
                )}
                {verdict !== 'neutral' && ' · '}
                {changeWords(change, days, locale, t)}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
