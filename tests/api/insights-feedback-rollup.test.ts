/**
 * Issue 20: submitFeedback (once per conversation, idempotent retry, the
 * comment screened), per-ambassador figures, and the rollup: what the
 * triggers keep equals a rebuild from the tables, and rebuilding twice
 * writes the same rows.
 */
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insightsDaily, organizations, questions } from '../../server/db/schema'
import { rebuildRollup } from '../../server/insights/rollup'
import { askTo, CLOSE } from './helpers/conversations'
import { alice, bruno, OWNER_EMAIL, signInAs, signInAsStaff } from './helpers/fixtures'
import { demoOrgId, insertMeeting, insertQuestion, PARIS } from './helpers/insights'
import { FIELD_ERRORS, setRules } from './helpers/safeguarding'
import type { FieldErrorWithSpans } from './helpers/safeguarding'
import { errorCode, freshIp, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
let orgId = ''
const VISITOR_IP = freshIp()
beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
  orgId = await demoOrgId(api.db)
})
afterAll(async () => {
  await api?.close()
})

const FEEDBACK = `mutation($id: ID!, $t: String!, $s: Int!, $c: String, $k: String!) {
  submitFeedback(threadId: $id, token: $t, score: $s, comment: $c, idempotencyKey: $k) { thread { id rated } ${FIELD_ERRORS} } }`
type Feedback = { submitFeedback: { thread: { id: string; rated: boolean } | null; fieldErrors: FieldErrorWithSpans[] } }
// One visitor, one address: an idempotent retry comes from the caller who sent the first try.
const feedback = async (id: string, t: string, s: number, k: string, c: string | null = null) =>
  ok(await api.gql<Feedback>(FEEDBACK, { id, t, s, c, k }, { ip: VISITOR_IP })).submitFeedback

describe('submitFeedback', () => {
  it('rates a closed conversation once; a retry with the same key answers the same; another key is ALREADY_RATED', async () => {
    const q = await askTo(api, alice.id, { email: 'feedback@example.com' })
    expect((await feedback(q.id, q.token, 5, idempotencyKey())).fieldErrors[0]?.code).toBe('INVALID_STATE')
    ok(await api.gql(CLOSE, { id: q.id, t: q.token }))
    expect((await feedback(q.id, q.token, 6, idempotencyKey())).fieldErrors[0]?.field).toBe('rating')
    const key = idempotencyKey()
    const first = await feedback(q.id, q.token, 4, key, 'Very helpful')
    expect(first).toEqual({ thread: { id: q.id, rated: true }, fieldErrors: [] })
    expect(await feedback(q.id, q.token, 4, key, 'Very helpful')).toEqual(first)
    expect((await feedback(q.id, q.token, 2, idempotencyKey())).fieldErrors[0]?.code).toBe('ALREADY_RATED')
    const other = await askTo(api, alice.id, { email: 'feedback-2@example.com' })
    expect(errorCode(await api.gql(FEEDBACK, { id: q.id, t: other.token, s: 4, c: null, k: idempotencyKey() }))).toBe('FORBIDDEN')
  })

  it('screens the comment like the visitor’s other texts', async () => {
    await setRules(api, owner, { EMAIL: 'BLOCK' })
    const q = await askTo(api, alice.id, { email: 'feedback-3@example.com' })
    ok(await api.gql(CLOSE, { id: q.id, t: q.token }))
    const refused = await feedback(q.id, q.token, 3, idempotencyKey(), 'Write me at me@example.org')
    expect(refused.fieldErrors[0]).toMatchObject({ field: 'comment', code: 'SAFEGUARDING' })
    expect((await feedback(q.id, q.token, 3, idempotencyKey(), 'Fine')).thread?.rated).toBe(true)
  })
})

describe('ambassadorInsights', () => {
  const QUERY = `query($o: AmbassadorInsightsOrder) { ambassadorInsights(from: "2025-03-03", to: "2025-03-09", orderBy: $o) {
    ambassador { id firstName } questionsReceived questionsAnswered medianAnswerMinutes overdue meetingsHeld feedbackAverage feedbackCount lastActiveAt } }`
  type Row = { ambassador: { id: string }; questionsReceived: number; questionsAnswered: number; medianAnswerMinutes: number | null; meetingsHeld: number }

  it('counts each ambassador’s questions and meetings of the range, sorted on the server; staff only', async () => {
    for (const minutes of [30, 90, 600])
      await insertQuestion(api.db, orgId, bruno.id, { createdAt: new Date('2025-03-04T10:00:00Z'), answeredAt: new Date(Date.parse('2025-03-04T10:00:00Z') + minutes * 60_000) })
    await insertQuestion(api.db, orgId, bruno.id, { createdAt: new Date('2025-03-05T10:00:00Z') })
    await insertQuestion(api.db, orgId, alice.id, { createdAt: new Date('2025-03-05T10:00:00Z'), answeredAt: new Date('2025-03-05T10:05:00Z') })
    await insertMeeting(api.db, orgId, alice.id, { createdAt: new Date('2025-03-01T10:00:00Z'), startsAt: new Date('2025-03-06T10:00:00Z'), status: 'confirmed' })
    const rows = ok(await api.gql<{ ambassadorInsights: Row[] }>(QUERY, { o: 'QUESTIONS_RECEIVED' }, { token: owner })).ambassadorInsights
    expect(rows[0]).toMatchObject({ ambassador: { id: bruno.id }, questionsReceived: 4, questionsAnswered: 3, medianAnswerMinutes: 90, meetingsHeld: 0 })
    expect(rows.find((r) => r.ambassador.id === alice.id)).toMatchObject({ questionsReceived: 1, questionsAnswered: 1, medianAnswerMinutes: 5, meetingsHeld: 1 })
    const byMeetings = ok(await api.gql<{ ambassadorInsights: Row[] }>(QUERY, { o: 'MEETINGS_HELD' }, { token: owner })).ambassadorInsights
    expect(byMeetings[0]?.ambassador.id).toBe(alice.id)
    expect(errorCode(await api.gql(QUERY, {}, { token: await signInAs(api, alice.email) }))).toBe('FORBIDDEN')
  })
})

describe('the rollup', () => {
  const snapshot = async () =>
    (await api.db.select().from(insightsDaily).where(eq(insightsDaily.orgId, orgId)).orderBy(asc(insightsDaily.day), asc(insightsDaily.metric))).map(
      (r) => `${r.day} ${r.metric} ${r.count}`,
    )
  const org = { id: '', timeZone: PARIS }

  it('kept by the triggers equals a rebuild, and rebuilding twice writes the same rows', async () => {
    org.id = orgId
    const q = await insertQuestion(api.db, orgId, alice.id, { createdAt: new Date('2025-03-10T22:59:00Z') })
    await api.db
      .update(questions)
      .set({ answeredAt: new Date('2025-03-10T23:01:00Z'), status: 'answered' })
      .where(eq(questions.id, q.id))
    const gone = await insertQuestion(api.db, orgId, alice.id, { createdAt: new Date('2025-03-11T08:00:00Z') })
    await api.db.delete(questions).where(eq(questions.id, gone.id))
    const byTriggers = await snapshot()
    expect(byTriggers).toContain('2025-03-10 questions_asked 1')
    expect(byTriggers).toContain('2025-03-11 questions_answered 1')
    expect(byTriggers.some((r) => r.startsWith('2025-03-11 questions_asked'))).toBe(false)
    await rebuildRollup(api.db, org)
    expect(await snapshot()).toEqual(byTriggers)
    await rebuildRollup(api.db, org)
    expect(await snapshot()).toEqual(byTriggers)
  })

  it('a rebuild moves the days when the organization’s time zone changes', async () => {
    await api.db.update(organizations).set({ timeZone: 'UTC' }).where(eq(organizations.id, orgId))
    await rebuildRollup(api.db, { id: orgId, timeZone: 'UTC' })
    const utc = await snapshot()
    expect(utc).toContain('2025-03-10 questions_answered 1')
    expect(utc).not.toContain('2025-03-11 questions_answered 1')
    await api.db.update(organizations).set({ timeZone: PARIS }).where(eq(organizations.id, orgId))
    await rebuildRollup(api.db, org)
  })
})
