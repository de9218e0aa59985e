import { graphql } from '../../src/graphql/graphql'
import { AmbassadorCardFragment } from '../../src/features/ambassadors/AmbassadorCardFragment'
import type { Locale } from '../../src/contract/locale'
import { PublishedQuestionFragment } from '../../src/features/community/PublishedQuestionFragment'

/** How many cards and answers the home page shows. */
export const FEATURED_AMBASSADORS = 6
export const RECENT_ANSWERS = 4

/** Key figures change with every answer: read live after hydration. */
export const HomeFiguresQuery = graphql(`
  query HomeFigures {
    organization {
      keyFigures {
        ambassadorCount
        countryCount
        questionsAnswered
        medianAnswerMinutes
      }
    }
  }
`)

export const FeaturedAmbassadorsQuery = graphql(
  `
    query FeaturedAmbassadors($locale: Locale!, $first: Int!) {
      ambassadors(sort: MOST_ANSWERED, first: $first) {
        totalCount
        nodes {
          id
          ...AmbassadorCard
        }
      }
    }
  `,
  [AmbassadorCardFragment],
)

export const RecentAnswersQuery = graphql(
  `
    query RecentAnswers($first: Int!) {
      publishedQuestions(first: $first) {
        nodes {
          ...PublishedQuestion
        }
      }
    }
  `,
  [PublishedQuestionFragment],
)

/** The variables of each query: one function, so the loader and the page hit the same cache entries. */
export const homeVariables = (locale: Locale) => ({
  figures: {},
  featured: { locale, first: FEATURED_AMBASSADORS },
  recent: { first: RECENT_ANSWERS },
})
