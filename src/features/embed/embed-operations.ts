import { graphql, type ResultOf } from '../../graphql/graphql'
import type { Locale } from '../../contract/locale'
import { AmbassadorCardFragment } from '../ambassadors/AmbassadorCardFragment'

/** Ambassadors the frame shows when the host names none (prerendered: the frame paints at once). */
export const EMBED_DEFAULT_AMBASSADORS = 6

/** The frame's cards: the default first ones, or `?ambassadors=` (`ids`, fetched live). */
export const EmbedAmbassadorsQuery = graphql(
  `
    query EmbedAmbassadors($ids: [ID!], $first: Int!, $locale: Locale!) {
      ambassadors(filter: { ids: $ids }, first: $first) {
        nodes {
          id
          firstName
          acceptsMeetings
          ...AmbassadorCard
        }
      }
    }
  `,
  [AmbassadorCardFragment],
)

/** One of the frame's cards (masked: the card reads its fragment). */
export type EmbedAmbassador = ResultOf<typeof EmbedAmbassadorsQuery>['ambassadors']['nodes'][number]

/** The same variables in the data hook and the page, so the page reads the prerendered result. */
export const embedAmbassadorsVariables = (locale: Locale, ids: readonly string[] | null) =>
  ids ? { ids: [...ids], first: ids.length, locale } : { ids: null, first: EMBED_DEFAULT_AMBASSADORS, locale }

/** Who a question or booking inside the frame goes to. */
export const EmbedAmbassadorQuery = graphql(`
  query EmbedAmbassador($id: ID!) {
    ambassador(id: $id) {
      id
      firstName
      lastInitial
      acceptsMeetings
      meetingMinutes
      timeZone
    }
  }
`)
