/**
 * The operations of the matching pages. The options and the community list
 * are prerendered (same document + variables in the page data hook and the
 * component, so the cache answers); the ranking depends on the visitor's
 * answers and is always live.
 */
import { AmbassadorCardFragment } from '../ambassadors/AmbassadorCardFragment'
import { graphql, type ResultOf } from '../../graphql/graphql'

/**
 * The organization's fields of study and interests, as the questionnaire and
 * the ambassador's onboarding offer them. Unmasked, so a query's result holds
 * the fields; an operation spreading it declares `$locale: Locale!`. Here, not
 * in a module of its own: one that a lazy part of the ambassadors area also
 * imports would be a file of its own on the first load of /match.
 */
export const OrganizationChoicesFragment = graphql(`
  fragment OrganizationChoices on Organization @_unmask {
    fields {
      key
      name(locale: $locale)
    }
    interests {
      key
      name(locale: $locale)
    }
  }
`)

/** What the questionnaire offers: fields and interests of the organization, languages its ambassadors speak (with how many speak each). */
export const MatchOptionsQuery = graphql(
  `
    query MatchOptions($locale: Locale!) {
      organization {
        ...OrganizationChoices
      }
      directoryFacets {
        languages {
          code
          count
        }
      }
    }
  `,
  [OrganizationChoicesFragment],
)

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
