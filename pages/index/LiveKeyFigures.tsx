import { useEffect, type ReactNode } from 'react'
import { LoadingStatus } from '../../src/components/LoadingStatus'
import { QueryError } from '../../src/components/QueryError'
import { useAsyncData } from '../../src/runtime/async-data'
import type { HomeData } from './home-data'

type Figures = HomeData['keyFigures']

const NO_FIGURES = (): Figures | null => null
const readFiguresLive = () => import('./home-load').then(({ loadKeyFiguresLive }) => loadKeyFiguresLive())

/**
 * The key figures' live refresh, in async-data's states: the prerendered
 * figures stay while it is pending; a failed refresh drops them (their
 * default: none) for the error with Retry, never yesterday's numbers as if
 * current; Retry reads them again. The page passes the list as `renderList`:
 * imported here too, it would become a chunk of its own on `/`'s first load.
 */
export default function LiveKeyFigures({ prerendered, renderList }: { prerendered: Figures; renderList: (figures: Figures) => ReactNode }) {
  const figures = useAsyncData('home-key-figures', readFiguresLive, { default: NO_FIGURES, initial: prerendered, immediate: false })
  const { refresh } = figures
  useEffect(() => {
    void refresh()
  }, [refresh])
  if (figures.status === 'error') return <QueryError onRetry={() => void refresh()} />
  return figures.data ? renderList(figures.data) : <LoadingStatus />
}
