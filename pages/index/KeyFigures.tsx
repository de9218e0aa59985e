import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../src/components/LoadingStatus'
import { QueryError } from '../../src/components/QueryError'
import { formatDuration, formatNumber } from '../../src/features/ambassadors/ambassador-format'
import { Reveal } from '../../src/features/reveal/Reveal'
import { usePageLocale } from '../../src/routing/usePageLocale'
import type { HomeData } from './home-data'
import { useLiveKeyFigures } from './useLiveKeyFigures'

/** Ambassadors, countries, questions answered, median answer time: prerendered, then refreshed live. */
export function KeyFigures({ figures }: { figures: HomeData['keyFigures'] | undefined }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const live = useLiveKeyFigures(figures)
  // Idle: nothing refreshed them (they came live with the page), so they are shown as given.
  const shown = live.status === 'idle' ? figures : live.data
  if (!shown && live.status === 'idle') return null
  type Figure = { key: 'ambassadors' | 'countries' | 'questionsAnswered' | 'medianAnswer'; value: string }
  const median: Figure[] = !shown || shown.medianAnswerMinutes === null ? [] : [{ key: 'medianAnswer', value: formatDuration(shown.medianAnswerMinutes, locale) }]
  const items: Figure[] = shown
    ? [
        { key: 'ambassadors', value: formatNumber(shown.ambassadorCount, locale) },
        { key: 'countries', value: formatNumber(shown.countryCount, locale) },
        { key: 'questionsAnswered', value: formatNumber(shown.questionsAnswered, locale) },
        ...median,
      ]
    : []
  return (
    <Reveal as="section" className="home-section home-figures" aria-labelledby="home-figures-title">
      <h2 id="home-figures-title">{t('home.figures.title')}</h2>
      {live.status === 'error' ? (
        <QueryError onRetry={() => void live.refresh()} />
      ) : shown ? (
        <dl className="home-figures-list">
          {items.map((item) => (
            <div key={item.key} className="home-figure">
              <dt>{t(`home.figures.${item.key}`)}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <LoadingStatus />
      )}
    </Reveal>
  )
}
