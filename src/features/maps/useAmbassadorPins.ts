import { useClient, type Client } from 'urql'
import { useAsyncData } from '../../runtime/async-data'
import { AMBASSADORS_PAGE_MAX } from '../../contract/limits'
import type { MapPin } from './map-controller'
import type { ResultOf, VariablesOf } from '../../graphql/graphql'
import { AmbassadorPinsQuery } from './maps-queries'

/** The directory's filter (server/schema.graphql `AmbassadorFilter`), as the directory and the match results build it. */
export type PinsFilter = NonNullable<VariablesOf<typeof AmbassadorPinsQuery>['filter']>

export type PinsState = { readonly status: 'loading' } | { readonly status: 'ready'; readonly pins: readonly MapPin[] } | { readonly status: 'error'; readonly retry: () => void }

/** Every page of pins for one filter, one request each (`after` = the previous page's endCursor). */
async function loadPins(client: Client, filterJson: string): Promise<readonly MapPin[]> {
  const pins: MapPin[] = []
  let after: string | null = null
  for (;;) {
    const variables: VariablesOf<typeof AmbassadorPinsQuery> = { filter: JSON.parse(filterJson) as PinsFilter | null, first: AMBASSADORS_PAGE_MAX, after }
    const response = await client.query(AmbassadorPinsQuery, variables).toPromise()
    const page: ResultOf<typeof AmbassadorPinsQuery>['ambassadors'] | undefined = response.data?.ambassadors
    if (!page) throw response.error ?? new Error('No ambassadors in the response')
    for (const node of page.nodes) pins.push({ id: node.id, latitude: node.latitude, longitude: node.longitude, name: `${node.firstName} ${node.lastInitial}` })
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor || pins.length >= page.totalCount) return pins
    after = page.pageInfo.endCursor
  }
}

const NO_PINS = (): readonly MapPin[] | null => null

/**
 * Coordinates of every ambassador matching the filter: pages of
 * AMBASSADORS_PAGE_MAX (the API's maximum) followed up to the total, so the map
 * shows exactly the directory's result count. Its fetch states are
 * async-data's: a newer filter (or a retry) reads as loading until its own
 * answer arrives, and a failure drops the pins (no stale markers).
 */
export function useAmbassadorPins(filter: PinsFilter | null): PinsState {
  const client = useClient()
  const filterJson = JSON.stringify(filter)
  const pins = useAsyncData(filterJson, () => loadPins(client, filterJson), { default: NO_PINS })
  if (pins.status === 'error') return { status: 'error', retry: () => void pins.refresh() }
  return pins.status === 'success' && pins.data ? { status: 'ready', pins: pins.data } : { status: 'loading' }
}
