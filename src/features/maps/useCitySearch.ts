import { useEffect, useState } from 'react'
import { warnMapsUnavailableOnce } from './maps-warning'
import type { CitySearch } from './places'
import { useMapsKey } from './useMapsKey'

export type CitySearchState = { readonly status: 'off' | 'loading' | 'unavailable' } | { readonly status: 'ready'; readonly search: CitySearch }

/**
 * Places for the city field, loaded only once the visitor uses the field
 * (`active`: no request to Google for those who skip it). Without a key, with
 * the script blocked or offline, it stays unavailable and the field is plain
 * text.
 */
export function useCitySearch(active: boolean, language: string): CitySearchState {
  const keyState = useMapsKey(active)
  const key = keyState.status === 'ready' ? keyState.key : null
  const [loaded, setLoaded] = useState<{ key: string; language: string; search: CitySearch | null } | null>(null)

  useEffect(() => {
    if (!key) return
    let live = true
    import('./places')
      .then(({ createCitySearch }) => createCitySearch(key, language))
      .then(
        (search) => live && setLoaded({ key, language, search }),
        (error: unknown) => {
          if (!live) return
          warnMapsUnavailableOnce(error)
          setLoaded({ key, language, search: null })
        },
      )
    return () => {
      live = false
    }
  }, [key, language])

  if (keyState.status === 'unavailable') return { status: 'unavailable' }
  if (keyState.status === 'idle') return { status: 'off' }
  if (!key || loaded?.key !== key || loaded.language !== language) return { status: 'loading' }
  return loaded.search ? { status: 'ready', search: loaded.search } : { status: 'unavailable' }
}
