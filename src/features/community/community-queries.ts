import { AmbassadorBylineFragment } from '../ambassadors/AmbassadorBylineFragment'
import { AmbassadorCardFragment } from '../ambassadors/AmbassadorCardFragment'
import { graphql, type ResultOf } from '../../graphql/graphql'
import { PublishedQuestionFragment } from './PublishedQuestionFragment'

/** One page of the directory (cursor paging: `after` = the previous page's endCursor). */
export const DirectoryQuery = graphql(
  `
    query Directory($locale: Locale!, $filter: AmbassadorFilter, $sort: AmbassadorSort!, $first: Int!, $after: String) {
      ambassadors(filter: $filter, sort: $sort, first: $first, after: $after) {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        nodes {
          id
          ...AmbassadorCard
        }
      }
    }
  `,
  [AmbassadorCardFragment],
)
export type DirectoryConnection = ResultOf<typeof DirectoryQuery>['ambassadors']

/** The filter values with how many ambassadors have each (global counts). */
export const DirectoryFacetsQuery = graphql(`
  query DirectoryFacets($locale: Locale!) {
    directoryFacets {
      fields {
        term {
          key
          name(locale: $locale)
        }
        count
      }
      studyLevels {
        studyLevel
        count
      }
      countries {
        code
        name(locale: $locale)
        count
      }
      languages {
        code
        name(locale: $locale)
        count
      }
      interests {
        term {
          key
          name(locale: $locale)
        }
        count
      }
    }
  }
`)
export type DirectoryFacets = ResultOf<typeof DirectoryFacetsQuery>['directoryFacets']

/** Community groups with a few faces and their published Q&A. */
export const CommunityGroupsQuery = graphql(
  `
    query CommunityGroups($locale: Locale!) {
      communities {
        id
        slug
        name(locale: $locale)
        description(locale: $locale)
        ambassadorCount
        ambassadors(first: 6) {
          ...AmbassadorByline
        }
        publishedQuestions(first: 3) {
          ...PublishedQuestion
        }
      }
    }
  `,
  [AmbassadorBylineFragment, PublishedQuestionFragment],
)
export type CommunityGroup = ResultOf<typeof CommunityGroupsQuery>['communities'][number]
