import { useTranslation } from 'react-i18next'
import { LoadingStatus } from '../../../components/LoadingStatus'
import { QueryError } from '../../../components/QueryError'
import { useBrowserQuery } from '../../../graphql/useBrowserQuery'
import { listFormat } from '../../../i18n/intl-cache'
import { usePageLocale } from '../../../routing/usePageLocale'
import { MissingTranslationsQuery, type MissingTranslationsData } from './missing-translations-operations'

/** The fields the API names, as the list words them. */
const FIELD_KEYS = ['headlineFr', 'bioFr', 'headline', 'bioEn'] as const
const isFieldKey = (field: string): field is (typeof FIELD_KEYS)[number] => (FIELD_KEYS as readonly string[]).includes(field)

/**
 * Who to ask for a translation (issue 34): every public text has an English
 * and a French field, and visitors see the other language while one is
 * empty. The counts first, then each ambassador with what is missing.
 */
export function MissingTranslations() {
  const { t } = useTranslation()
  const result = useBrowserQuery(MissingTranslationsQuery, {}, { requestPolicy: 'cache-and-network' })
  const data = result.data?.missingTranslations
  let body
  if (!data) body = result.status === 'error' ? <QueryError onRetry={result.refresh} /> : <LoadingStatus label={t('staffConsole.missingTranslations.loading')} />
  else body = <MissingTranslationsList data={data} />
  return (
    <section className="console-fieldset" aria-labelledby="missing-translations-heading">
      <h3 id="missing-translations-heading">{t('staffConsole.missingTranslations.heading')}</h3>
      <p className="field-hint">{t('staffConsole.missingTranslations.intro')}</p>
      {body}
    </section>
  )
}

function MissingTranslationsList({ data }: { data: MissingTranslationsData }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const missingWords = (missing: readonly string[]): string =>
    listFormat(locale, { style: 'long', type: 'conjunction' }).format(missing.filter(isFieldKey).map((field) => t(`staffConsole.missingTranslations.fields.${field}`)))
  return (
    <>
      <p className="area-muted" data-testid="missing-translations-counts">
        {t('staffConsole.missingTranslations.counts', { active: data.activeCount, french: data.missingFrenchCount, english: data.missingEnglishCount })}
      </p>
      {data.ambassadors.length === 0 ? (
        <p className="area-empty">{t('staffConsole.missingTranslations.empty')}</p>
      ) : (
        <table className="console-table">
          <caption className="area-sr-only">{t('staffConsole.missingTranslations.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staffConsole.missingTranslations.name')}</th>
              <th scope="col">{t('staffConsole.missingTranslations.email')}</th>
              <th scope="col">{t('staffConsole.missingTranslations.missing')}</th>
            </tr>
          </thead>
          <tbody>
            {data.ambassadors.map((a) => (
              <tr key={a.ambassadorId}>
                <th scope="row">{`${a.firstName} ${a.lastName}`}</th>
                <td>{a.email}</td>
                <td>{missingWords(a.missing)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
