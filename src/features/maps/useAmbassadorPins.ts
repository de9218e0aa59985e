import { useEffect, useState } from 'react'
import { useClient } from 'urql'
import { AMBASSADORS_PAGE_MAX } from '../../contract/limits'
import type { MapPin } from './map-controller'
import type { ResultOf, VariablesOf } from '../../graphql/graphql'
import { AmbassadorPinsQuery } from './maps-queries'

/** The directory's filter (server/schema.graphql `AmbassadorFilter`), as the directory and the match results build it. */
export type PinsFilter = NonNullable<VariablesOf<typeof AmbassadorPinsQuery>['filter']>

export type PinsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly pins: readonly MapPin[] }
  | { readonly status: 'error'; readonly retry: () => void }

/**
 * Coordinates of every ambassador matching the filter: pages of
 * AMBASSADORS_PAGE_MAX (the API's maximum) followed up to the total, so the map
 * shows exactly the directory's result count.
 */
export function useAmbassadorPins(filter: PinsFilter | null): PinsState {
  const client = useClient()
  const [attempt, setAttempt] = useState(0)
  // The request this result answers: a newer filter (or a retry) reads as loading until its own result arrives.
  const filterJson = JSON.stringify(filter)
  const request = `${attempt}:${filterJson}`
  const [result, setResult] = useState<{ request: string; pins: readonly MapPin[] | null } | null>(null)

  useEffect(() => {
    let cancelled = false
    const load = async () => {
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
    load().then(
      (pins) => !cancelled && setResult({ request, pins }),
      () => !cancelled && setResult({ request, pins: null }),
    )
    return () => {
      cancelled = true
    }
  }, [client, request, filterJson])

  if (result?.request !== request) return { status: 'loading' }
  return result.pins ? { status: 'ready', pins: result.pins } : { status: 'error', retry: () => setAttempt((n) => n + 1) }
}
