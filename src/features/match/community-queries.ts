/**
 * /matchCommunity's operations: the list of groups is prerendered (the page's
 * data hook uses the same document); one group's detail is loaded for the
 * group the visitor fits best or picked (`?community=`).
 */
import { AmbassadorCardFragment } from '../ambassadors/AmbassadorCardFragment'
import { graphql, type ResultOf } from '../../graphql/graphql'
import { PublishedQuestionFragment } from '../community/PublishedQuestionFragment'

export const COMMUNITY_AMBASSADORS_SHOWN = 6
export const COMMUNITY_QUESTIONS_SHOWN = 5

export const MatchCommunitiesQuery = graphql(`
  query MatchCommunities($locale: Locale!) {
    communities {
      id
      slug
      name(locale: $locale)
      description(locale: $locale)
      ambassadorCount
    }
  }
`)
export type CommunitySummary = ResultOf<typeof MatchCommunitiesQuery>['communities'][number]

export const MatchCommunityDetailQuery = graphql(
  `
    query MatchCommunityDetail($id: ID!, $locale: Locale!, $ambassadors: Int!, $questions: Int!) {
      community(id: $id) {
        id
        slug
        name(locale: $locale)
        description(locale: $locale)
        ambassadorCount
        ambassadors(first: $ambassadors) {
          id
          ...AmbassadorCard
        }
        publishedQuestions(first: $questions) {
          ...PublishedQuestion
        }
      }
    }
  `,
  [AmbassadorCardFragment, PublishedQuestionFragment],
)
export type CommunityDetail = NonNullable<ResultOf<typeof MatchCommunityDetailQuery>['community']>
