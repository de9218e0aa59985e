import type { ResultOf } from '../../src/graphql/graphql'
import type { FeaturedAmbassadorsQuery, HomeFiguresQuery, RecentAnswersQuery } from './home-queries'

/** What the home page renders: prerendered into the HTML and `_payload.json`, plain data. */
export type HomeData = {
  keyFigures: ResultOf<typeof HomeFiguresQuery>['organization']['keyFigures']
  featured: ResultOf<typeof FeaturedAmbassadorsQuery>['ambassadors']
  recent: ResultOf<typeof RecentAnswersQuery>['publishedQuestions']['nodes']
}
