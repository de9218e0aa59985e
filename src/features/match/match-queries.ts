/**
 * The operations of the matching pages. The options and the community list
 * are prerendered (same document + variables in the page data hook and the
 * component, so the cache answers); the ranking depends on the visitor's
 * answers and is always live.
 */
import { AmbassadorCardFragment } from '../ambassadors/AmbassadorCardFragment'
import { graphql, type ResultOf } from '../../graphql/graphql'

/** What the questionnaire offers: fields and interests of the organization, languages its ambassadors speak. */
export const MatchOptionsQuery = graphql(`
  query MatchOptions($locale: Locale!) {
    organization {
      fields {
        key
        name(locale: $locale)
      }
      interests {
        key
        name(locale: $locale)
      }
    }
    directoryFacets {
      languages {
        code
        count
      }
    }
  }
`)

export type MatchOptions = ResultOf<typeof MatchOptionsQuery>

export const MatchResultsQuery = graphql(
  `
    query MatchResults($input: MatchInput!, $locale: Locale!) {
      match(input: $input) {
        ambassadors {
          score
          reasons {
            code
            value
            label(locale: $locale)
          }
          ambassador {
            id
            firstName
            lastInitial
            acceptsMeetings
            ...AmbassadorCard
          }
        }
        community {
          score
          reasons {
            code
            value
            label(locale: $locale)
          }
          community {
            id
            name(locale: $locale)
          }
        }
      }
    }
  `,
  [AmbassadorCardFragment],
)

export type MatchResultsData = ResultOf<typeof MatchResultsQuery>['match']
export type AmbassadorMatch = MatchResultsData['ambassadors'][number]
export type CommunityMatch = NonNullable<MatchResultsData['community']>
