/**
 * The maps feature's operations. None runs at prerender: the key and the
 * coordinates are read when a map or the city field is about to be shown.
 */
import { AmbassadorCardFragment } from '../ambassadors/AmbassadorCardFragment'
import { graphql } from '../../graphql/graphql'

/** Just what a marker needs, a page at a time (the map follows `pageInfo` up to the total). */
export const AmbassadorPinsQuery = graphql(`
  query AmbassadorPins($filter: AmbassadorFilter, $first: Int!, $after: String) {
    ambassadors(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        firstName
        lastInitial
        latitude
        longitude
      }
    }
  }
`)

/** The card of the ambassador whose marker was chosen. */
export const MapAmbassadorCardQuery = graphql(
  `
    query MapAmbassadorCard($id: ID!, $locale: Locale!) {
      ambassador(id: $id) {
        id
        ...AmbassadorCard
      }
    }
  `,
  [AmbassadorCardFragment],
)
