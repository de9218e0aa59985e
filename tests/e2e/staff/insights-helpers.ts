/**
 * Browser-test helpers for the Insights tab (issue 20): the API's own figures
 * for a range (what the tab must show), an ambassador's questions read from
 * their inbox (rows the test counts itself), org-local days, and an RFC 4180
 * reader for the exports.
 */
import type { APIRequestContext } from '@playwright/test'
import { gqlData } from '../ambassadors-area/api'

export interface ApiInsights {
  timeZone: string
  totals: Record<string, number | null>
  series: Record<string, number | string>[]
}

const COUNTS = 'visits widgetOpens matchesStarted matchesCompleted questionsAsked questionsAnswered meetingsBooked meetingsHeld meetingsMissed meetingsCancelled communityJoins'

export async function insightsFromApi(request: APIRequestContext, staffToken: string, from: string, to: string): Promise<ApiInsights> {
  const data = await gqlData<{ insights: ApiInsights }>(
    request,
    `query TestInsights($from: Date!, $to: Date!) { insights(from: $from, to: $to) { timeZone totals { ${COUNTS} } series { date ${COUNTS} } } }`,
    { from, to },
    staffToken,
  )
  return data.insights
}

/** When each question in an ambassador's inbox was asked, every status, every page. */
export async function inboxQuestionTimes(request: APIRequestContext, ambassadorToken: string): Promise<string[]> {
  const times: string[] = []
  for (const status of ['OPEN', 'ANSWERED', 'CLOSED']) {
    let after: string | null = null
    for (;;) {
      const page: { myQuestions: { nodes: { createdAt: string }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } } } = await gqlData(
        request,
        'query TestInbox($status: QuestionStatus!, $after: String) { myQuestions(status: $status, first: 50, after: $after) { nodes { createdAt } pageInfo { endCursor hasNextPage } } }',
        { status, after },
        ambassadorToken,
      )
      times.push(...page.myQuestions.nodes.map((node) => node.createdAt))
      if (!page.myQuestions.pageInfo.hasNextPage) break
      after = page.myQuestions.pageInfo.endCursor
    }
  }
  return times
}

/** The calendar day (`YYYY-MM-DD`) of an instant in an IANA zone. */
export function dayIn(timeZone: string, at: Date | string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(at))
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The API tests' RFC 4180 reader (strict: every row ends with CRLF, as the exports write them). */
export { parseCsv } from '../../api/helpers/csv'
