import { useTranslation } from 'react-i18next'
import { Link } from '../../src/components/Link'
import { QueryError } from '../../src/components/QueryError'
import { AmbassadorList } from '../../src/features/ambassadors/AmbassadorList'
import { formatNumber } from '../../src/features/ambassadors/ambassador-format'
import { Reveal } from '../../src/features/reveal/Reveal'
import { usePageLocale } from '../../src/routing/usePageLocale'
import type { HomeData } from './home-data'

/** A few of the most helpful ambassadors, and the way to all of them. */
export function FeaturedAmbassadors({ connection, failed, onRetry }: { connection: HomeData['featured'] | undefined; failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation()
  const locale = usePageLocale()
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
      {connection ? <AmbassadorList ambassadors={connection.nodes} labelledBy="home-featured-title" /> : failed ? <QueryError onRetry={onRetry} /> : null}
    </Reveal>
  )
}
