import { useTranslation } from 'react-i18next'
import { formatDuration, formatNumber } from '../../src/features/ambassadors/ambassador-format'
import { Reveal } from '../../src/features/reveal/Reveal'
import { usePageLocale } from '../../src/routing/usePageLocale'
import type { HomeData } from './home-data'

/** Ambassadors, countries, questions answered, median answer time: prerendered, then refreshed live. */
export function KeyFigures({ figures }: { figures: HomeData['keyFigures'] | undefined }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  if (!figures) return null
  type Figure = { key: 'ambassadors' | 'countries' | 'questionsAnswered' | 'medianAnswer'; value: string }
  const median: Figure[] = figures.medianAnswerMinutes === null ? [] : [{ key: 'medianAnswer', value: formatDuration(figures.medianAnswerMinutes, locale) }]
  const items: Figure[] = [
    { key: 'ambassadors', value: formatNumber(figures.ambassadorCount, locale) },
    { key: 'countries', value: formatNumber(figures.countryCount, locale) },
    { key: 'questionsAnswered', value: formatNumber(figures.questionsAnswered, locale) },
    ...median,
  ]
  return (
    <Reveal as="section" className="home-section home-figures" aria-labelledby="home-figures-title">
      <h2 id="home-figures-title">{t('home.figures.title')}</h2>
      <dl className="home-figures-list">
        {items.map((item) => (
          <div key={item.key} className="home-figure">
            <dt>{t(`home.figures.${item.key}`)}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Reveal>
  )
}
