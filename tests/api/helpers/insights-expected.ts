/** What the dashboard must say, counted by the test from the rows themselves (JavaScript, Intl days), not by the API's SQL. */
import { eq } from 'drizzle-orm'
import type { Db } from '../../../server/db/client'
import { ambassadors, communities, communityJoins, conversationRatings, eventCounts, meetings, questions } from '../../../server/db/schema'
import { localDay, PARIS } from './insights'

const DAY_FIELDS =
  'date visits widgetOpens matchesStarted matchesCompleted questionsAsked questionsAnswered meetingsBooked meetingsHeld meetingsMissed meetingsCancelled communityJoins'
const TOTALS = `visits widgetOpens matchesStarted matchesCompleted questionsAsked questionsAnswered meetingsBooked meetingsHeld meetingsMissed meetingsCancelled communityJoins medianFirstAnswerMinutes answeredWithin24hShare feedbackAverage feedbackCount`
export const INSIGHTS_QUERY = `query($from: Date!, $to: Date!) { insights(from: $from, to: $to) {
  from to timeZone series { ${DAY_FIELDS} } totals { ${TOTALS} } previousTotals { ${TOTALS} } funnel { visits matchesCompleted engaged }
  medianFirstAnswerMinutes answeredWithin24hShare firstAnswerByWeek { weekStart answered medianFirstAnswerMinutes answeredWithin24hShare }
  feedback { count average } topTopics { label key count } topFields { label key count } } }`

type Day = Record<string, number | string>
export interface InsightsView {
  timeZone: string
  series: Day[]
  totals: Record<string, number | null>
  previousTotals: Record<string, number | null>
  funnel: { visits: number; matchesCompleted: number; engaged: number }
  medianFirstAnswerMinutes: number | null
  answeredWithin24hShare: number | null
  firstAnswerByWeek: { weekStart: string; answered: number; medianFirstAnswerMinutes: number | null; answeredWithin24hShare: number | null }[]
  feedback: { count: number; average: number | null }
  topTopics: { label: string; key: string | null; count: number }[]
  topFields: { label: string; key: string | null; count: number }[]
}

const median = (xs: number[]): number | null => {
  if (xs.length === 0) return null
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? (s[mid] ?? null) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2
}

function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d = new Date(d.getTime() + 86_400_000)) days.push(d.toISOString().slice(0, 10))
  return days
}

const EVENT_FIELD: Record<string, string> = { page_view: 'visits', widget_opened: 'widgetOpens', match_started: 'matchesStarted', match_completed: 'matchesCompleted' }

export async function expectedFigures(db: Db, orgId: string, from: string, to: string, now: Date) {
  const days = daysBetween(from, to)
  const inRange = (at: Date | null) => at !== null && days.includes(localDay(at, PARIS))
  const series = new Map<string, Day>(
    days.map((d) => [
      d,
      {
        date: d,
        visits: 0,
        widgetOpens: 0,
        matchesStarted: 0,
        matchesCompleted: 0,
        questionsAsked: 0,
        questionsAnswered: 0,
        meetingsBooked: 0,
        meetingsHeld: 0,
        meetingsMissed: 0,
        meetingsCancelled: 0,
        communityJoins: 0,
      },
    ]),
  )
  const bump = (at: Date | null, field: string, by = 1) => {
    const day = at === null ? undefined : series.get(localDay(at, PARIS))
    if (day !== undefined) day[field] = Number(day[field]) + by
  }
  const qs = await db.select().from(questions).where(eq(questions.orgId, orgId))
  for (const q of qs) {
    bump(q.createdAt, 'questionsAsked')
    bump(q.answeredAt, 'questionsAnswered')
  }
  for (const m of await db.select().from(meetings).where(eq(meetings.orgId, orgId))) {
    bump(m.createdAt, 'meetingsBooked')
    // A confirmed call that has ended is held unless its ambassador marked it missed (issue 33).
    if (m.status === 'confirmed' && m.attendance === 'missed') bump(m.startsAt, 'meetingsMissed')
    else if (m.status === 'confirmed' && m.endsAt <= now) bump(m.startsAt, 'meetingsHeld')
    if (m.status === 'cancelled') bump(m.updatedAt, 'meetingsCancelled')
  }
  const joins = await db
    .select({ at: communityJoins.createdAt })
    .from(communityJoins)
    .innerJoin(communities, eq(communities.id, communityJoins.communityId))
    .where(eq(communities.orgId, orgId))
  for (const j of joins) bump(j.at, 'communityJoins')
  for (const e of await db.select().from(eventCounts).where(eq(eventCounts.orgId, orgId))) {
    const day = series.get(e.day)
    const field = EVENT_FIELD[e.name]
    if (day !== undefined && field !== undefined) day[field] = Number(day[field]) + e.count
  }
  const asked = qs.filter((q) => inRange(q.createdAt))
  const minutes = asked.filter((q) => q.answeredAt !== null).map((q) => ((q.answeredAt?.getTime() ?? 0) - q.createdAt.getTime()) / 60_000)
  const counted = asked.filter((q) => q.answeredAt !== null || q.createdAt.getTime() <= now.getTime() - 86_400_000)
  const ratings = (await db.select().from(conversationRatings).where(eq(conversationRatings.orgId, orgId))).filter((r) => inRange(r.createdAt))
  const sums: Record<string, number> = {}
  for (const day of series.values()) for (const [k, v] of Object.entries(day)) if (k !== 'date') sums[k] = (sums[k] ?? 0) + Number(v)
  const topics = new Map<string, number>()
  for (const q of asked) topics.set(q.topic.trim().toLowerCase(), (topics.get(q.topic.trim().toLowerCase()) ?? 0) + 1)
  const fieldOf = new Map((await db.select({ id: ambassadors.id, field: ambassadors.fieldKey }).from(ambassadors)).map((a) => [a.id, a.field]))
  const fieldCounts = new Map<string, number>()
  for (const q of asked) {
    const f = fieldOf.get(q.ambassadorId) ?? ''
    if (f !== '') fieldCounts.set(f, (fieldCounts.get(f) ?? 0) + 1)
  }
  return {
    series: [...series.values()],
    totals: {
      ...sums,
      medianFirstAnswerMinutes: median(minutes),
      answeredWithin24hShare: counted.length === 0 ? null : minutes.filter((m) => m <= 24 * 60).length / counted.length,
      feedbackAverage: ratings.length === 0 ? null : ratings.reduce((s, r) => s + r.rating, 0) / ratings.length,
      feedbackCount: ratings.length,
    },
    topics,
    fields: [...fieldCounts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k]) => k),
  }
}
