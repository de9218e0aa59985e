import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications, questions } from '../../server/db/schema'
import { alice, ASK, dolores, questionInput, visitorToken } from './helpers/fixtures'
import { errorCode, freshIp, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

interface Asked {
  askQuestion: {
    thread: { id: string; status: string; topic: string; ambassador: { id: string } } | null
    threadToken: string | null
    fieldErrors: { field: string; code: string; message: string; messageKey: string; limit: number | null }[]
  }
}
const THREAD = 'query($id: ID!, $token: String) { thread(id: $id, token: $token) { id status topic body firstName published ambassador { id } answers { body } } }'

describe('askQuestion', () => {
  it('creates an open thread addressed to the chosen ambassador, with an access token and a notification', async () => {
    const token = await visitorToken(api)
    const res = ok(await api.gql<Asked>(ASK, { input: questionInput({ ambassadorId: alice.id, email: 'Ana@Example.com ' }) }, { token }))
    const { thread, threadToken, fieldErrors } = res.askQuestion
    expect(fieldErrors).toEqual([])
    expect(thread).toMatchObject({ status: 'OPEN', topic: 'Housing', ambassador: { id: alice.id } })
    expect(threadToken).toMatch(/^tt_[A-Za-z0-9_-]{43}$/)
    const [row] = await api.db
      .select()
      .from(questions)
      .where(eq(questions.id, thread?.id ?? ''))
    expect(row?.email).toBe('ana@example.com')
    const mails = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.toEmail, alice.email), eq(notifications.kind, 'question_received')))
    expect(mails.some((m) => m.subject.includes('Housing') && m.status === 'pending')).toBe(true)
  })

  it('returns every failing field with its code, message and limit (en and fr), and creates nothing', async () => {
    const before = (await api.db.select().from(questions)).length
    const input = questionInput({ firstName: '  ', email: 'nope', topic: 'x'.repeat(121), body: 'short', consent: false, locale: 'fr' })
    const { askQuestion } = ok(await api.gql<Asked>(ASK, { input }))
    expect(askQuestion.thread).toBeNull()
    expect(askQuestion.fieldErrors.map((e) => [e.field, e.code])).toEqual([
      ['firstName', 'REQUIRED'],
      ['email', 'EMAIL'],
      ['topic', 'MAX'],
      ['body', 'MIN'],
      ['consent', 'REQUIRED'],
    ])
    expect(askQuestion.fieldErrors[0]?.message).toBe('Ce champ est obligatoire')
    expect(askQuestion.fieldErrors[3]).toMatchObject({ messageKey: 'validation.min', limit: 10 })
    const en = ok(await api.gql<Asked>(ASK, { input: questionInput({ body: '' }) })).askQuestion.fieldErrors
    expect(en).toEqual([{ field: 'body', code: 'REQUIRED', message: 'This field is required', messageKey: 'validation.required', limit: null }])
    expect((await api.db.select().from(questions)).length).toBe(before)
  })

  it('counts characters like the form: 1000 emoji pass, 1001 do not', async () => {
    expect(ok(await api.gql<Asked>(ASK, { input: questionInput({ body: '🎓'.repeat(1000) }) })).askQuestion.fieldErrors).toEqual([])
    expect(ok(await api.gql<Asked>(ASK, { input: questionInput({ body: '🎓'.repeat(1001) }) })).askQuestion.fieldErrors[0]?.code).toBe('MAX')
  })

  it('a retried request with the same idempotency key returns the same thread and creates nothing new', async () => {
    const token = await visitorToken(api)
    const input = questionInput({ ambassadorId: alice.id, topic: 'Retry me' })
    const first = ok(await api.gql<Asked>(ASK, { input }, { token })).askQuestion
    const [second, third] = await Promise.all([api.gql<Asked>(ASK, { input }, { token }), api.gql<Asked>(ASK, { input }, { token })])
    expect(ok(second).askQuestion.thread?.id).toBe(first.thread?.id)
    expect(ok(third).askQuestion.thread?.id).toBe(first.thread?.id)
    expect(ok(second).askQuestion.threadToken).not.toBeNull()
    expect((await api.db.select().from(questions).where(eq(questions.topic, 'Retry me'))).length).toBe(1)
    const mails = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'question_received'), eq(notifications.toEmail, alice.email)))
    expect(mails.filter((m) => m.subject.includes('Retry me')).length).toBe(1)
    // The token of the replay opens the same thread.
    expect(ok(await api.gql<{ thread: { id: string } }>(THREAD, { id: first.thread?.id, token: ok(second).askQuestion.threadToken })).thread.id).toBe(first.thread?.id)
  })

  it('refuses to reuse a key for a different question or for someone else', async () => {
    const key = idempotencyKey()
    const token = await visitorToken(api)
    ok(await api.gql<Asked>(ASK, { input: questionInput({ idempotencyKey: key }) }, { token }))
    const changed = ok(await api.gql<Asked>(ASK, { input: questionInput({ idempotencyKey: key, topic: 'Other' }) }, { token })).askQuestion
    expect(changed.fieldErrors).toEqual([expect.objectContaining({ field: 'idempotencyKey', code: 'IDEMPOTENCY_KEY_REUSED' })])
    const stranger = ok(await api.gql<Asked>(ASK, { input: questionInput({ idempotencyKey: key }) }, { token: await visitorToken(api) })).askQuestion
    expect(stranger.fieldErrors[0]?.code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(ok(await api.gql<Asked>(ASK, { input: questionInput({ idempotencyKey: 'short' }) })).askQuestion.fieldErrors).toEqual([
      { field: 'idempotencyKey', code: 'REGEX', message: 'idempotencyKey is not valid.', messageKey: 'validation.default', limit: null },
    ])
  })

  it('says NOT_FOUND for an unknown ambassador', async () => {
    const res = ok(await api.gql<Asked>(ASK, { input: questionInput({ ambassadorId: '00000000-0000-4000-8000-0000000000ff' }) })).askQuestion
    expect(res.fieldErrors).toEqual([expect.objectContaining({ field: 'ambassadorId', code: 'NOT_FOUND' })])
  })

  it('routes "any ambassador" to a top match, preferring fewer open questions', async () => {
    const match = { fields: ['law'], studyLevel: 'ALUMNI', languages: ['es'], country: 'ES', interests: ['volunteering'] }
    const first = ok(await api.gql<Asked>(ASK, { input: questionInput({ match }) })).askQuestion.thread
    expect(first?.ambassador.id).toBe(dolores.id) // the best match, with no open question yet
    const second = ok(await api.gql<Asked>(ASK, { input: questionInput({ match }) })).askQuestion.thread
    expect(second?.ambassador.id).not.toBe(dolores.id) // Dolores now has one open question; the next best has none
    const [row] = await api.db
      .select()
      .from(questions)
      .where(eq(questions.id, first?.id ?? ''))
    expect(row?.routedByMatch).toBe(true)
  })
})

describe('thread access', () => {
  let threadId = ''
  let threadToken = ''
  let owner = ''
  beforeAll(async () => {
    owner = await visitorToken(api)
    const asked = ok(await api.gql<Asked>(ASK, { input: questionInput({ ambassadorId: alice.id, topic: 'Private <script>alert(1)</script>' }) }, { token: owner })).askQuestion
    threadId = asked.thread?.id ?? ''
    threadToken = asked.threadToken ?? ''
  })

  it('opens with the access token, and stores HTML as plain text', async () => {
    const t = ok(await api.gql<{ thread: { topic: string; firstName: string; answers: unknown[] } }>(THREAD, { id: threadId, token: threadToken })).thread
    expect(t.topic).toBe('Private <script>alert(1)</script>')
    expect(t.firstName).toBe('Ana')
    expect(t.answers).toEqual([])
  })
  it('opens without a token for the visitor session that asked, and lists it in myThreads', async () => {
    expect(ok(await api.gql<{ thread: { id: string } }>(THREAD, { id: threadId }, { token: owner })).thread.id).toBe(threadId)
    const mine = ok(await api.gql<{ myThreads: { id: string }[] }>('{ myThreads { id status } }', {}, { token: owner })).myThreads
    expect(mine.map((t) => t.id)).toContain(threadId)
  })
  it("refuses another visitor, a forged token, or another thread's token with FORBIDDEN", async () => {
    const other = await visitorToken(api)
    const r1 = await api.gql(THREAD, { id: threadId }, { token: other })
    expect(errorCode(r1)).toBe('FORBIDDEN')
    expect(JSON.stringify(r1.data)).not.toContain('Private')
    expect(errorCode(await api.gql(THREAD, { id: threadId, token: `tt_${'A'.repeat(43)}` }))).toBe('FORBIDDEN')
    expect(errorCode(await api.gql(THREAD, { id: threadId }))).toBe('FORBIDDEN')
    const another = ok(await api.gql<Asked>(ASK, { input: questionInput() }, { token: other })).askQuestion
    expect(errorCode(await api.gql(THREAD, { id: threadId, token: another.threadToken }))).toBe('FORBIDDEN')
    expect(ok(await api.gql<{ myThreads: { id: string }[] }>('{ myThreads { id } }', {}, { token: other })).myThreads.map((t) => t.id)).not.toContain(threadId)
  })
  it('answers null for an unknown id and UNAUTHENTICATED for myThreads without a session', async () => {
    expect(ok(await api.gql(THREAD, { id: '00000000-0000-4000-8000-00000000abcd', token: threadToken })).thread).toBeNull()
    expect(errorCode(await api.gql('{ myThreads { id } }'))).toBe('UNAUTHENTICATED')
    expect(errorCode(await api.gql('{ myThreads { id } }', {}, { token: 'vs_forged' }))).toBe('UNAUTHENTICATED')
  })
})

describe('published questions', () => {
  it('pages newest first, filters by ambassador, and never exposes who asked', async () => {
    type P = {
      publishedQuestions: {
        totalCount: number
        nodes: { id: string; publishedAt: string; ambassador: { id: string }; answers: { body: string }[] }[]
        pageInfo: { endCursor: string; hasNextPage: boolean }
      }
    }
    const q =
      'query($after: String, $a: ID) { publishedQuestions(first: 10, after: $after, ambassadorId: $a) { totalCount nodes { id topic body publishedAt ambassador { id } answers { body } } pageInfo { endCursor hasNextPage } } }'
    const one = ok(await api.gql<P>(q)).publishedQuestions
    const two = ok(await api.gql<P>(q, { after: one.pageInfo.endCursor })).publishedQuestions
    expect(one.totalCount).toBeGreaterThan(50)
    const dates = [...one.nodes, ...two.nodes].map((n) => n.publishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(new Set([...one.nodes, ...two.nodes].map((n) => n.id)).size).toBe(20)
    expect(one.nodes.every((n) => n.answers.length > 0)).toBe(true)
    const r = await api.gql('{ publishedQuestions { nodes { email firstName } } }')
    expect(r.errors?.[0]?.message).toMatch(/Cannot query field/)
    const ip = freshIp()
    const someone = one.nodes[0]?.ambassador.id
    const byOne = ok(await api.gql<P>(q, { a: someone }, { ip })).publishedQuestions
    expect(byOne.nodes.every((n) => n.ambassador.id === someone)).toBe(true)
  })
})
