import { useCallback, useEffect, useState } from 'react'
import { useData } from 'vike-react/useData'
import { SSR_FORCE_FETCH_DELAY_MS } from '../../src/runtime/constants'
import { usePageLocale } from '../../src/routing/usePageLocale'
import type { Data } from './+data.shared'
import type { HomeData } from './home-data'

type HomeState = { home: HomeData | null; failed: boolean; reload: () => void }

/**
 * The home page's data: the prerendered copy (its key figures refresh
 * themselves: KeyFigures / LiveKeyFigures). A page whose data failed to load reads
 * everything live once past the force-fetch window (100 ms), and shows an
 * error with Retry when that fails too.
 */
export function useHomeData(): HomeState {
  const prerendered = useData<Data>().home ?? null
  const locale = usePageLocale()
  const [live, setLive] = useState<HomeData | null>(null)
  const [failed, setFailed] = useState(false)

  const reload = useCallback(() => {
    import('./home-load')
      .then(({ loadHomeLive }) => loadHomeLive(locale))
      .then((fresh) => {
        setLive(fresh)
        setFailed(false)
      })
      .catch(() => setFailed(true))
  }, [locale])

  // Effects run in the browser only, after hydration (no useHydrated(): its
  // server/client difference would re-render the whole page right after).
  useEffect(() => {
    if (prerendered) return
    const timer = setTimeout(reload, SSR_FORCE_FETCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [prerendered, reload])

  const home = live ?? prerendered
  return { home, failed: failed && !home, reload }
}
