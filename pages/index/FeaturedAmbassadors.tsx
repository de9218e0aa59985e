import { useTranslation } from 'react-i18next'
import { Link } from '../../src/components/Link'
import { AmbassadorList } from '../../src/features/ambassadors/AmbassadorList'
import { formatNumber } from '../../src/features/ambassadors/ambassador-format'
import { LoadError } from '../../src/features/ambassadors/LoadError'
import { Reveal } from '../../src/features/reveal/Reveal'
import { usePageQuery } from '../../src/graphql/usePageQuery'
import { usePageLocale } from '../../src/routing/usePageLocale'
import { FeaturedAmbassadorsQuery, homeVariables } from './home-queries'

/** A few of the most helpful ambassadors, and the way to all of them. */
export function FeaturedAmbassadors() {
  const { t } = useTranslation()
  const locale = usePageLocale()
  const [{ data, error, fetching }, refetch] = usePageQuery(FeaturedAmbassadorsQuery, homeVariables(locale).featured)
  const connection = data?.ambassadors
  return (
    <Reveal as="section" className="home-section" aria-labelledby="home-featured-title">
      <div className="home-section-head">
        <h2 id="home-featured-title">{t('home.featured.title')}</h2>
        {connection && (
          <Link href="/community" className="home-more">
            {t('home.featured.seeAll', { count: connection.totalCount, formatted: formatNumber(connection.totalCount, locale) })}
          </Link>
        )}
      </div>
      {connection ? (
        <AmbassadorList ambassadors={connection.nodes} labelledBy="home-featured-title" />
      ) : error && !fetching ? (
        <LoadError onRetry={() => refetch({ requestPolicy: 'network-only' })} />
      ) : null}
    </Reveal>
  )
}
