import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Reveal } from '../../src/features/reveal/Reveal'
import { SSR_FORCE_FETCH_DELAY_MS } from '../../src/runtime/constants'
import type { HomeData } from './home-data'
import { KeyFigureList } from './KeyFigureList'

// The refresh (its fetch states, the GraphQL client, the error and loading
// states) loads once the page is interactive: `/` ships none of it on first load (decision 021).
const LiveKeyFigures = lazy(() => import('./LiveKeyFigures'))
const renderList = (figures: HomeData['keyFigures']) => <KeyFigureList figures={figures} />

/**
 * Ambassadors, countries, questions answered, median answer time:
 * prerendered, then refreshed live once past the force-fetch window (100 ms).
 * Figures that did not come prerendered (the page's data was loaded live)
 * are fresh already: nothing to refresh.
 */
export function KeyFigures({ figures }: { figures: HomeData['keyFigures'] | undefined }) {
  const { t } = useTranslation()
  const [cameWithPage] = useState(figures !== undefined)
  const [refreshing, setRefreshing] = useState(false)
  useEffect(() => {
    if (!cameWithPage) return
    const timer = setTimeout(() => setRefreshing(true), SSR_FORCE_FETCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [cameWithPage])
  if (!figures) return null
  const list = renderList(figures)
  return (
    <Reveal as="section" className="home-section home-figures" aria-labelledby="home-figures-title">
      <h2 id="home-figures-title">{t('home.figures.title')}</h2>
      {refreshing ? (
        <Suspense fallback={list}>
          <LiveKeyFigures prerendered={figures} renderList={renderList} />
        </Suspense>
      ) : (
        list
      )}
    </Reveal>
  )
}
