import { useTranslation } from 'react-i18next'
import { formatDuration, formatNumber } from '../../src/features/ambassadors/ambassador-format'
import { usePageLocale } from '../../src/routing/usePageLocale'
import type { HomeData } from './home-data'

/** Ambassadors, countries, questions answered and (when known) the median answer time. */
export function KeyFigureList({ figures }: { figures: HomeData['keyFigures'] }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  type Figure = { key: 'ambassadors' | 'countries' | 'questionsAnswered' | 'medianAnswer'; value: string }
  const median: Figure[] = figures.medianAnswerMinutes === null ? [] : [{ key: 'medianAnswer', value: formatDuration(figures.medianAnswerMinutes, locale) }]
  const items: Figure[] = [
    { key: 'ambassadors', value: formatNumber(figures.ambassadorCount, locale) },
    { key: 'countries', value: formatNumber(figures.countryCount, locale) },
    { key: 'questionsAnswered', value: formatNumber(figures.questionsAnswered, locale) },
    ...median,
  ]
  return (
    <dl className="home-figures-list">
      {items.map((item) => (
        <div key={item.key} className="home-figure">
          <dt>{t(`home.figures.${item.key}`)}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
