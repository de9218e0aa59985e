import { useCallback, useEffect, useState } from 'react'
import { useData } from 'vike-react/useData'
import { SSR_FORCE_FETCH_DELAY_MS } from '../../src/runtime/constants'
import { usePageLocale } from '../../src/routing/usePageLocale'
import type { Data } from './+data.shared'
import type { HomeData } from './home-data'

type HomeState = { home: HomeData | null; failed: boolean; reload: () => void }

/**
 * The home page's data: the prerendered copy first; once hydrated and past
 * the force-fetch window (100 ms) a live read refreshes what changes (the key
 * figures only). A page whose data failed to load shows an error with Retry,
 * which reads everything live.
 */
export function useHomeData(): HomeState {
  const prerendered = useData<Data>().home ?? null
  const locale = usePageLocale()
  const [live, setLive] = useState<HomeData | null>(null)
  const [figures, setFigures] = useState<HomeData['keyFigures'] | null>(null)
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
    const refresh = () => {
      if (!prerendered) return reload()
      import('./home-load')
        .then(({ loadKeyFiguresLive }) => loadKeyFiguresLive())
        .then(setFigures)
        .catch(() => {}) // the prerendered figures stay; the error hook has told the visitor
    }
    const timer = setTimeout(refresh, SSR_FORCE_FETCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [prerendered, reload])

  const base = live ?? prerendered
  const home = base && figures ? { ...base, keyFigures: figures } : base
  return { home, failed: failed && !home, reload }
}
