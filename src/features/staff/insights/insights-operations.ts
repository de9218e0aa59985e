import { graphql, type ResultOf, type VariablesOf } from '../../../graphql/graphql'

const InsightsTotalsFields = graphql(`
  fragment InsightsTotalsFields on InsightsTotals @_unmask {
    visits
    widgetOpens
    matchesStarted
    matchesCompleted
    questionsAsked
    questionsAnswered
    meetingsBooked
    meetingsHeld
    meetingsMissed
    meetingsCancelled
    communityJoins
    medianFirstAnswerMinutes
    answeredWithin24hShare
    feedbackAverage
    feedbackCount
  }
`)

/** The dashboard for a range, and the organization's fields of study (topFields names them by key). */
export const InsightsQuery = graphql(
  `
    query StaffInsights($from: Date!, $to: Date!, $locale: Locale!) {
      insights(from: $from, to: $to) {
        from
        to
        timeZone
        series {
          date
          visits
          widgetOpens
          matchesStarted
          matchesCompleted
          questionsAsked
          questionsAnswered
          meetingsBooked
          meetingsHeld
          meetingsMissed
          meetingsCancelled
          communityJoins
        }
        totals {
          ...InsightsTotalsFields
        }
        previousTotals {
          ...InsightsTotalsFields
        }
        funnel {
          visits
          matchesCompleted
          engaged
        }
        medianFirstAnswerMinutes
        answeredWithin24hShare
        firstAnswerByWeek {
          weekStart
          answered
          medianFirstAnswerMinutes
          answeredWithin24hShare
        }
        feedback {
          count
          average
        }
        topTopics {
          label
          count
        }
        topFields {
          key
          label
          count
        }
      }
      organization {
        fields {
          key
          name(locale: $locale)
        }
      }
    }
  `,
  [InsightsTotalsFields],
)

export type InsightsData = ResultOf<typeof InsightsQuery>['insights']
export type InsightsTotalsData = InsightsData['totals']
export type InsightsDayData = InsightsData['series'][number]

export const AmbassadorInsightsQuery = graphql(`
  query StaffAmbassadorInsights($from: Date!, $to: Date!, $orderBy: AmbassadorInsightsOrder) {
    ambassadorInsights(from: $from, to: $to, orderBy: $orderBy) {
      ambassador {
        id
        email
        firstName
        lastName
        erased
      }
      questionsReceived
      questionsAnswered
      medianAnswerMinutes
      overdue
      meetingsHeld
      feedbackAverage
      feedbackCount
      lastActiveAt
    }
  }
`)

export type AmbassadorInsightData = ResultOf<typeof AmbassadorInsightsQuery>['ambassadorInsights'][number]
export type AmbassadorInsightsOrder = NonNullable<VariablesOf<typeof AmbassadorInsightsQuery>['orderBy']>
