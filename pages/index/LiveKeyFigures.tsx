import { useEffect } from 'react'
import { LoadingStatus } from '../../src/components/LoadingStatus'
import { QueryError } from '../../src/components/QueryError'
import { useAsyncData } from '../../src/runtime/async-data'
import type { HomeData } from './home-data'
import { KeyFigureList } from './KeyFigureList'

type Figures = HomeData['keyFigures']

const NO_FIGURES = (): Figures | null => null
const readFiguresLive = () => import('./home-load').then(({ loadKeyFiguresLive }) => loadKeyFiguresLive())

/**
 * The key figures' live refresh, in async-data's states: the prerendered
 * figures stay while it is pending; a failed refresh drops them (their
 * default: none) for the error with Retry, never yesterday's numbers as if
 * current; Retry reads them again.
 */
export default function LiveKeyFigures({ prerendered }: { prerendered: Figures }) {
  const figures = useAsyncData('home-key-figures', readFiguresLive, { default: NO_FIGURES, initial: prerendered, immediate: false })
  const { refresh } = figures
  useEffect(() => {
    void refresh()
  }, [refresh])
  if (figures.status === 'error') return <QueryError onRetry={() => void refresh()} />
  return figures.data ? <KeyFigureList figures={figures.data} /> : <LoadingStatus />
}
