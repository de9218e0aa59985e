import { useBrowserQuery } from '../../graphql/useBrowserQuery'
import { MapsKeyQuery } from './maps-key-query'
import { isOffline, type MapsUnavailableReason } from './unavailable'

export type MapsKeyState =
  { readonly status: 'idle' | 'loading' } | { readonly status: 'ready'; readonly key: string } | { readonly status: 'unavailable'; readonly reason: MapsUnavailableReason }

/**
 * The organization's maps key, asked from the API when a map or the city
 * field is about to be used (`active`), once per page (urql's cache).
 */
export function useMapsKey(active = true): MapsKeyState {
  const { data, status } = useBrowserQuery(MapsKeyQuery, {}, { pause: !active })
  if (data) {
    const key = data.organization.mapsApiKey?.trim()
    return key ? { status: 'ready', key } : { status: 'unavailable', reason: 'no-key' }
  }
  if (status === 'error') return { status: 'unavailable', reason: isOffline() ? 'offline' : 'load-failed' }
  return { status: active ? 'loading' : 'idle' }
}
