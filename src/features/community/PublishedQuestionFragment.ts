import { graphql } from '../../graphql/graphql'
import { AmbassadorBylineFragment } from '../ambassadors/AmbassadorBylineFragment'

/**
 * A question an ambassador chose to publish, its answers and who answered:
 * the same selection on the home page (recent answers), in the community
 * groups and in a group's detail on /matchCommunity. Unmasked, like the
 * byline it spreads. Depth: the API counts each spread as two levels (limit
 * 10); this fragment is four deep, so spread it at most four levels down.
 */
export const PublishedQuestionFragment = graphql(
  `
    fragment PublishedQuestion on PublishedQuestion @_unmask {
      id
      topic
      body
      language
      publishedAt
      answers {
        id
        body
        language
        createdAt
      }
      ambassador {
        ...AmbassadorByline
      }
    }
  `,
  [AmbassadorBylineFragment],
)
