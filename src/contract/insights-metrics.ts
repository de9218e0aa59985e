/**
 * The counted figures of the Insights dashboard (issue 20), by day and in
 * total (`InsightsDay`, `InsightsTotals`), in the order the tab shows them:
 * the server sums them, the tab labels them, the browser tests compare them.
 */
export const INSIGHTS_COUNT_METRICS = [
  'visits',
  'widgetOpens',
  'matchesStarted',
  'matchesCompleted',
  'questionsAsked',
  'questionsAnswered',
  'meetingsBooked',
  'meetingsHeld',
  'meetingsMissed',
  'meetingsCancelled',
  'communityJoins',
] as const

export type InsightsCountMetric = (typeof INSIGHTS_COUNT_METRICS)[number]
