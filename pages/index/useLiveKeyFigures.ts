import { useEffect, useState } from 'react'
import { useAsyncData, type AsyncDataResult } from '../../src/runtime/async-data'
import { SSR_FORCE_FETCH_DELAY_MS } from '../../src/runtime/constants'
import type { HomeData } from './home-data'

type Figures = HomeData['keyFigures']

const NO_FIGURES = (): Figures | null => null
// The client and the query load with the refresh: `/` ships no GraphQL runtime on first load (decision 021).
const readFiguresLive = () => import('./home-load').then(({ loadKeyFiguresLive }) => loadKeyFiguresLive())

/**
 * The key figures change with every answer: the prerendered ones show first,
 * then, once past the force-fetch window, one live read refreshes them. The
 * fetch states are async-data's: a failed refresh drops the figures (their
 * default: none) and shows the error with Retry, never yesterday's numbers as
 * if current. Figures that did not come prerendered (a page whose data was
 * loaded live) are already fresh: nothing to refresh.
 */
export function useLiveKeyFigures(prerendered: Figures | undefined): AsyncDataResult<Figures | null> {
  const figures = useAsyncData('home-key-figures', readFiguresLive, { default: NO_FIGURES, initial: prerendered, immediate: false })
  const { refresh } = figures
  // Decided once per visit: figures that arrive later (a live reload of the page's data) are fresh already.
  const [cameWithPage] = useState(prerendered !== undefined)
  useEffect(() => {
    if (!cameWithPage) return
    const timer = setTimeout(() => void refresh(), SSR_FORCE_FETCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [cameWithPage, refresh])
  return figures
}
