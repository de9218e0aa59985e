import { useTranslation } from 'react-i18next'
import { usePageLocale } from '../../routing/usePageLocale'
import { formatLanguages } from './ambassador-format'
import type { AmbassadorCardFields } from './ambassador-types'

type FactsProps = {
  ambassador: Pick<AmbassadorCardFields, 'field' | 'studyLevel' | 'city' | 'countryName' | 'languages'>
  /** False on the compact card (the iframe), which has no room for the languages. */
  withLanguages: boolean
}

/** Studies, home and languages as a description list: the card and the profile dialog state them alike. */
export function AmbassadorFacts({ ambassador, withLanguages }: FactsProps) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  return (
    <dl className="ambassador-facts">
      <div>
        <dt>{t('ambassador.studies')}</dt>
        <dd>
          {ambassador.field.name} · {t(`ambassador.studyLevel.${ambassador.studyLevel}`)}
        </dd>
      </div>
      <div>
        <dt>{t('ambassador.from')}</dt>
        <dd>{t('ambassador.place', { city: ambassador.city, country: ambassador.countryName })}</dd>
      </div>
      {withLanguages && (
        <div>
          <dt>{t('ambassador.speaks')}</dt>
          <dd>{formatLanguages(ambassador.languages, locale)}</dd>
        </div>
      )}
    </dl>
  )
}
