import { graphql } from '../../graphql/graphql'
import { AmbassadorCardFragment } from '../ambassadors/AmbassadorCardFragment'

/**
 * The ambassador a shared link names (`/community?ambassador=<id>`, issue 33):
 * null once they are no longer active (or never were), and the directory then says so.
 */
export const SharedAmbassadorQuery = graphql(
  `
    query SharedAmbassador($id: ID!, $locale: Locale!) {
      ambassador(id: $id) {
        id
        ...AmbassadorCard
      }
    }
  `,
  [AmbassadorCardFragment],
)
