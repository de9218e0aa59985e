import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadors } from '../../server/db/schema'
import { latestThreadLink } from '../../server/testing/outbox'
import { alice, ASK, bruno, questionInput, signInAs, visitorToken } from './helpers/fixtures'
import { errorCode, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let aliceToken = ''
let brunoToken = ''
beforeAll(async () => {
  api = await startTestApi()
  aliceToken = await signInAs(api, alice.email)
  brunoToken = await signInAs(api, bruno.email)
})
afterAll(async () => {
  await api?.close()
})

type Inbox = {
  myQuestions: {
    totalCount: number
    nodes: { id: string; status: string; firstName: string; createdAt: string; overdue: boolean; waitingMinutes: number; published: boolean; answers: { body: string }[] }[]
    pageInfo: { endCursor: string | null; hasNextPage: boolean }
  }
}
type Answered = {
  answerQuestion: { question: { id: string; status: string; published: boolean; answers: { body: string }[] } | null; fieldErrors: { field: string; code: string }[] }
}
const INBOX =
  'query($s: QuestionStatus, $after: String, $first: Int) { myQuestions(status: $s, first: $first, after: $after) { totalCount nodes { id status firstName topic createdAt overdue waitingMinutes published answers { body } } pageInfo { endCursor hasNextPage } } }'
const ANSWER = 'mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { question { id status published answers { body } } fieldErrors { field code } } }'

async function askAlice(topic: string): Promise<{ id: string; visitor: string }> {
  const visitor = await visitorToken(api)
  const asked = ok(
    await api.gql<{ askQuestion: { thread: { id: string } } }>(
      ASK,
      { input: questionInput({ ambassadorId: alice.id, topic, email: `${topic.replace(/\W/g, '').toLowerCase()}@example.com` }) },
      { token: visitor },
    ),
  )
  return { id: asked.askQuestion.thread.id, visitor }
}

describe('inbox', () => {
  it('lists open questions oldest first, flags those waiting over 48 h, pages with cursors', async () => {
    const all = ok(await api.gql<Inbox>(INBOX, { s: 'OPEN', first: 50 }, { token: aliceToken })).myQuestions
    expect(all.totalCount).toBe(all.nodes.length)
    expect(all.nodes.length).toBeGreaterThanOrEqual(4)
    const created = all.nodes.map((n) => n.createdAt)
    expect([...created].sort()).toEqual(created)
    for (const n of all.nodes) expect(n.overdue).toBe(Date.now() - Date.parse(n.createdAt) > 48 * 3_600_000)
    const first = ok(await api.gql<Inbox>(INBOX, { s: 'OPEN', first: 2 }, { token: aliceToken })).myQuestions
    const next = ok(await api.gql<Inbox>(INBOX, { s: 'OPEN', first: 2, after: first.pageInfo.endCursor }, { token: aliceToken })).myQuestions
    expect([...first.nodes, ...next.nodes].map((n) => n.id)).toEqual(all.nodes.slice(0, 4).map((n) => n.id))
  })
  it('is private: no session → UNAUTHENTICATED; a visitor never sees it', async () => {
    expect(errorCode(await api.gql(INBOX, {}))).toBe('UNAUTHENTICATED')
    expect(errorCode(await api.gql(INBOX, {}, { token: await visitorToken(api) }))).toBe('UNAUTHENTICATED')
  })
})

describe('answering', () => {
  it('answers, publishes, refreshes the stats, and the link e-mailed to the visitor opens the answered thread', async () => {
    const { id } = await askAlice('Answer flow')
    const [before] = await api.db.select().from(ambassadors).where(eq(ambassadors.id, alice.id))
    const res = ok(
      await api.gql<Answered>(
        ANSWER,
        { input: { questionId: id, body: 'We have a residence next to campus.', publish: true, idempotencyKey: idempotencyKey() } },
        { token: aliceToken },
      ),
    ).answerQuestion
    expect(res.fieldErrors).toEqual([])
    expect(res.question).toMatchObject({ status: 'ANSWERED', published: true, answers: [{ body: 'We have a residence next to campus.' }] })
    const [after] = await api.db.select().from(ambassadors).where(eq(ambassadors.id, alice.id))
    expect(after?.answeredCount).toBe((before?.answeredCount ?? 0) + 1)
    expect(after?.medianAnswerMinutes).not.toBeNull()
    const link = await latestThreadLink(api.db, 'answerflow@example.com')
    expect(link?.threadId).toBe(id)
    const thread = ok(
      await api.gql<{ thread: { status: string; answers: { body: string }[] } }>('query($id: ID!, $t: String) { thread(id: $id, token: $t) { status answers { body } } }', {
        id,
        t: link?.token,
      }),
    ).thread
    expect(thread).toEqual({ status: 'ANSWERED', answers: [{ body: 'We have a residence next to campus.' }] })
    const published = ok(
      await api.gql<{ publishedQuestions: { nodes: { id: string }[] } }>('query($a: ID) { publishedQuestions(ambassadorId: $a, first: 50) { nodes { id } } }', { a: alice.id }),
    ).publishedQuestions
    expect(published.nodes.map((n) => n.id)).toContain(id)
  })
  it('validates the answer and is idempotent', async () => {
    const { id } = await askAlice('Idempotent answer')
    expect(
      ok(await api.gql<Answered>(ANSWER, { input: { questionId: id, body: ' ', idempotencyKey: idempotencyKey() } }, { token: aliceToken })).answerQuestion.fieldErrors,
    ).toEqual([{ field: 'body', code: 'REQUIRED' }])
    const key = idempotencyKey()
    const input = { questionId: id, body: 'Once only.', idempotencyKey: key }
    await Promise.all([api.gql(ANSWER, { input }, { token: aliceToken }), api.gql(ANSWER, { input }, { token: aliceToken })])
    const again = ok(await api.gql<Answered>(ANSWER, { input }, { token: aliceToken })).answerQuestion
    expect(again.question?.answers).toEqual([{ body: 'Once only.' }])
  })
  it("refuses another ambassador's question with FORBIDDEN and an unknown one with NOT_FOUND", async () => {
    const { id } = await askAlice('Not yours')
    expect(errorCode(await api.gql(ANSWER, { input: { questionId: id, body: 'Hijack', idempotencyKey: idempotencyKey() } }, { token: brunoToken }))).toBe('FORBIDDEN')
    expect(
      ok(await api.gql<Answered>(ANSWER, { input: { questionId: '00000000-0000-4000-8000-0000000000aa', body: 'x y', idempotencyKey: idempotencyKey() } }, { token: brunoToken }))
        .answerQuestion.fieldErrors[0]?.code,
    ).toBe('NOT_FOUND')
    expect(errorCode(await api.gql(ANSWER, { input: { questionId: id, body: 'Anon', idempotencyKey: idempotencyKey() } }))).toBe('UNAUTHENTICATED')
  })
  it('publishes/unpublishes answered questions only, and closes questions', async () => {
    const { id } = await askAlice('Publish later')
    const PUBLISH = 'mutation($q: ID!, $p: Boolean!) { setQuestionPublished(questionId: $q, published: $p) { question { published } fieldErrors { code } } }'
    expect(
      ok(await api.gql<{ setQuestionPublished: { fieldErrors: { code: string }[] } }>(PUBLISH, { q: id, p: true }, { token: aliceToken })).setQuestionPublished.fieldErrors[0]
        ?.code,
    ).toBe('INVALID_STATE')
    ok(await api.gql(ANSWER, { input: { questionId: id, body: 'Answer first.', idempotencyKey: idempotencyKey() } }, { token: aliceToken }))
    expect(
      ok(await api.gql<{ setQuestionPublished: { question: { published: boolean } } }>(PUBLISH, { q: id, p: true }, { token: aliceToken })).setQuestionPublished.question.published,
    ).toBe(true)
    expect(
      ok(await api.gql<{ setQuestionPublished: { question: { published: boolean } } }>(PUBLISH, { q: id, p: false }, { token: aliceToken })).setQuestionPublished.question
        .published,
    ).toBe(false)
    const closed = ok(
      await api.gql<{ closeQuestion: { question: { status: string } } }>(
        'mutation($q: ID!) { closeQuestion(questionId: $q) { question { status } fieldErrors { code } } }',
        { q: id },
        { token: aliceToken },
      ),
    )
    expect(closed.closeQuestion.question.status).toBe('CLOSED')
    const closedList = ok(await api.gql<Inbox>(INBOX, { s: 'CLOSED' }, { token: aliceToken })).myQuestions.nodes.map((n) => n.id)
    expect(closedList).toContain(id)
    expect(
      ok(await api.gql<Answered>(ANSWER, { input: { questionId: id, body: 'Too late', idempotencyKey: idempotencyKey() } }, { token: aliceToken })).answerQuestion.fieldErrors[0]
        ?.code,
    ).toBe('INVALID_STATE')
  })
})
