/**
 * Issue 20: the dashboard's figures equal what the test counts itself from
 * the rows it reads back, on the organization's local days (Europe/Paris:
 * rows placed on both sides of midnight), for the period and the one before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alice, bruno, EDITOR_EMAIL, OWNER_EMAIL, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { demoOrgId, insertEvents, insertJoin, insertMeeting, insertQuestion, insertRating } from './helpers/insights'
import { expectedFigures, INSIGHTS_QUERY, type InsightsView } from './helpers/insights-expected'
import { errorCode, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
let orgId = ''
const at = (iso: string) => new Date(iso)
const MIN = 60_000

beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
  orgId = await demoOrgId(api.db)
  // Paris is UTC+1 in January: 22:30Z is 23:30 on the 13th, 23:30Z is 00:30 on the 14th.
  const q1 = await insertQuestion(api.db, orgId, alice.id, { createdAt: at('2025-01-13T22:30:00Z'), answeredAt: at('2025-01-13T23:10:00Z'), topic: 'Housing' })
  await insertQuestion(api.db, orgId, alice.id, {
    createdAt: at('2025-01-13T23:30:00Z'),
    answeredAt: new Date(at('2025-01-13T23:30:00Z').getTime() + 180 * MIN),
    topic: ' housing ',
  })
  await insertQuestion(api.db, orgId, bruno.id, { createdAt: at('2025-01-14T10:00:00Z'), answeredAt: at('2025-01-16T10:00:00Z'), topic: 'Scholarships' })
  await insertQuestion(api.db, orgId, bruno.id, { createdAt: at('2025-01-14T22:59:00Z'), topic: 'Visas' })
  // The period before (11–12 January), and just after the range (00:10 on the 15th in Paris).
  await insertQuestion(api.db, orgId, alice.id, { createdAt: at('2025-01-12T12:00:00Z'), answeredAt: at('2025-01-12T12:30:00Z') })
  await insertQuestion(api.db, orgId, alice.id, { createdAt: at('2025-01-14T23:10:00Z') })
  await insertMeeting(api.db, orgId, alice.id, { createdAt: at('2025-01-13T23:20:00Z'), startsAt: at('2025-01-14T09:00:00Z'), status: 'confirmed' })
  await insertMeeting(api.db, orgId, bruno.id, {
    createdAt: at('2025-01-12T08:00:00Z'),
    startsAt: at('2025-01-13T09:00:00Z'),
    status: 'cancelled',
    updatedAt: at('2025-01-13T23:05:00Z'),
  })
  await insertMeeting(api.db, orgId, bruno.id, { createdAt: at('2025-01-14T08:00:00Z'), startsAt: at('2025-01-20T09:00:00Z'), status: 'pending' })
  await insertJoin(api.db, orgId, at('2025-01-13T23:45:00Z'), 'joiner-a@example.com')
  await insertJoin(api.db, orgId, at('2025-01-11T10:00:00Z'), 'joiner-b@example.com')
  await insertRating(api.db, orgId, q1.id, alice.id, 4, at('2025-01-14T08:00:00Z'))
  await insertEvents(api.db, orgId, '2025-01-13', 'page_view', 120)
  await insertEvents(api.db, orgId, '2025-01-14', 'page_view', 80)
  await insertEvents(api.db, orgId, '2025-01-14', 'widget_opened', 9)
  await insertEvents(api.db, orgId, '2025-01-13', 'match_started', 12)
  await insertEvents(api.db, orgId, '2025-01-14', 'match_completed', 7)
  await insertEvents(api.db, orgId, '2025-01-12', 'page_view', 50)
  await insertEvents(api.db, orgId, '2025-01-14', 'question_sent', 3)
  await insertEvents(api.db, orgId, '2025-01-14', 'meeting_booked', 1)
  // 11 January: more questions in the database and more actions than page views — the funnel still stays within the visits.
  await insertEvents(api.db, orgId, '2025-01-11', 'page_view', 2)
  await insertEvents(api.db, orgId, '2025-01-11', 'question_sent', 3)
  await insertEvents(api.db, orgId, '2025-01-11', 'match_completed', 5)
})
afterAll(async () => {
  await api?.close()
})

const insights = async (from: string, to: string, token: string | null = owner, locale = 'en') =>
  api.gql<{ insights: InsightsView }>(INSIGHTS_QUERY, { from, to }, { token, headers: { 'accept-language': locale } })

describe('insights', () => {
  it('counts every figure per Paris day, zeros included, as the rows say', async () => {
    const { insights: got } = ok(await insights('2025-01-13', '2025-01-14'))
    const expected = await expectedFigures(api.db, orgId, '2025-01-13', '2025-01-14', new Date())
    expect(got.timeZone).toBe('Europe/Paris')
    expect(got.series).toEqual(expected.series)
    expect(got.totals).toEqual(expected.totals)
    // Sanity: the rows on both sides of midnight landed on different days.
    expect(got.series.map((d) => d.questionsAsked)).toEqual([1, 3])
    expect(got.series.map((d) => d.questionsAnswered)).toEqual([0, 2])
    // Issue 34: the funnel's steps are the same visitors' events (3 questions sent + 1 call booked), not the database's rows.
    expect(got.funnel).toEqual({ visits: 200, matchesCompleted: 7, engaged: 4 })
    expect(got.medianFirstAnswerMinutes).toBe(expected.totals.medianFirstAnswerMinutes)
    expect(got.feedback).toEqual({ count: 1, average: 4 })
  })

  it('compares with the equally long period just before', async () => {
    const { insights: got } = ok(await insights('2025-01-13', '2025-01-14'))
    const before = await expectedFigures(api.db, orgId, '2025-01-11', '2025-01-12', new Date())
    expect(got.previousTotals).toEqual(before.totals)
    expect(got.previousTotals.visits).toBe(52)
  })

  it('never shows a funnel step above the visits, even when the database holds more questions than the events saw (issue 34)', async () => {
    const { insights: got } = ok(await insights('2025-01-11', '2025-01-11'))
    expect(got.totals.visits).toBe(2)
    expect(got.funnel).toEqual({ visits: 2, matchesCompleted: 2, engaged: 2 })
  })

  it('answers first-answer times by week and the top topics and fields', async () => {
    const { insights: got } = ok(await insights('2025-01-13', '2025-01-14'))
    const expected = await expectedFigures(api.db, orgId, '2025-01-13', '2025-01-14', new Date())
    expect(got.firstAnswerByWeek).toEqual([{ weekStart: '2025-01-13', answered: 3, medianFirstAnswerMinutes: 180, answeredWithin24hShare: expected.totals.answeredWithin24hShare }])
    expect(got.topTopics[0]).toEqual({ label: 'Housing', key: null, count: expected.topics.get('housing') })
    expect(got.topFields.map((f) => f.key)).toEqual(expected.fields)
  })

  it('is for staff: owner and editor read it, ambassadors and visitors are refused', async () => {
    const editor = await signInAsStaff(api, EDITOR_EMAIL)
    expect(ok(await insights('2025-01-13', '2025-01-14', editor)).insights.totals.questionsAsked).toBeGreaterThan(0)
    expect(errorCode(await insights('2025-01-13', '2025-01-14', null))).toBe('UNAUTHENTICATED')
    expect(errorCode(await insights('2025-01-13', '2025-01-14', await signInAs(api, alice.email)))).toBe('FORBIDDEN')
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(errorCode(await insights('2025-01-13', '2025-01-14', await visitorToken(api))))
  })

  it('refuses a reversed or too long range with a translated BAD_USER_INPUT', async () => {
    const reversed = await insights('2025-01-14', '2025-01-13', owner, 'fr')
    expect(errorCode(reversed)).toBe('BAD_USER_INPUT')
    expect(reversed.errors?.[0]?.message).toContain('366 jours')
    expect(errorCode(await insights('2024-01-01', '2025-01-01'))).toBe('BAD_USER_INPUT')
    expect(ok(await insights('2024-01-01', '2024-12-31')).insights.series).toHaveLength(366)
  })
})
