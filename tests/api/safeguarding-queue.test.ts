/**
 * The moderation queue's actions (issue 18), each audited with ids only:
 * hide a message (participants and the public see it empty, staff still
 * read it), unpublish a published Q&A, block and unblock a visitor's address,
 * reassign a question; paging; and erasure leaves nothing of it behind.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadors, auditEntries, moderationItems, notifications } from '../../server/db/schema'
import { alice, ASK, bruno, OWNER_EMAIL, questionInput, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { scanEveryTable } from './helpers/every-table'
import { FIELD_ERRORS, queue, QUEUE, setRules } from './helpers/safeguarding'
import type { FieldErrorWithSpans, QueueItem } from './helpers/safeguarding'
import { idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
let aliceToken = ''
beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
  aliceToken = await signInAs(api, alice.email)
  await setRules(api, owner, { URL: 'FLAG' })
})
afterAll(async () => {
  await api?.close()
})

const ANSWER = `mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { question { answers { id } } ${FIELD_ERRORS} } }`
const THREAD = 'query($id: ID!, $t: String) { thread(id: $id, token: $t) { topic body bodyHidden published ambassador { id } answers { id body hidden } } }'
const PUBLISHED = '{ publishedQuestions(first: 50) { nodes { id body answers { id body hidden } } } }'
const HIDE = `mutation($id: ID!, $h: Boolean) { hideMessage(messageId: $id, hidden: $h) { message { id source body hidden } conversation { questionId } ${FIELD_ERRORS} } }`
const UNPUBLISH = `mutation($id: ID!) { unpublishQuestion(questionId: $id) { conversation { published } ${FIELD_ERRORS} } }`
const BLOCK = `mutation($e: String!, $r: String!) { blockVisitor(email: $e, reason: $r) { block { id email reason blockedBy } ${FIELD_ERRORS} } }`
const UNBLOCK = `mutation($e: String!) { unblockVisitor(email: $e) { block { id } ${FIELD_ERRORS} } }`
const REASSIGN = `mutation($q: ID!, $a: ID!) { reassignQuestion(questionId: $q, ambassadorId: $a) { conversation { questionId ambassador { id } } ${FIELD_ERRORS} } }`

type Thread = { topic: string; body: string; bodyHidden: boolean; published: boolean; ambassador: { id: string }; answers: { id: string; body: string; hidden: boolean }[] }
type Errors = { fieldErrors: FieldErrorWithSpans[] }

async function askAndAnswer(email: string, answer: string, publish = false): Promise<{ id: string; token: string; answerId: string }> {
  const asked = ok(
    await api.gql<{ askQuestion: { thread: { id: string }; threadToken: string } }>(
      ASK,
      { input: questionInput({ ambassadorId: alice.id, email }) },
      { token: await visitorToken(api) },
    ),
  ).askQuestion
  const answered = ok(
    await api.gql<{ answerQuestion: { question: { answers: { id: string }[] } } }>(
      ANSWER,
      { input: { questionId: asked.thread.id, body: answer, publish, idempotencyKey: idempotencyKey() } },
      { token: aliceToken },
    ),
  ).answerQuestion
  return { id: asked.thread.id, token: asked.threadToken, answerId: answered.question.answers[0]?.id ?? '' }
}
const thread = async (id: string, t: string) => ok(await api.gql<{ thread: Thread }>(THREAD, { id, t })).thread
const auditOf = (kind: string, target: string) =>
  api.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.kind, kind), eq(auditEntries.target, target)))

describe('hideMessage', () => {
  it('hides an answer and a question from participants and the public; staff still read them; showing again restores them', async () => {
    const q = await askAndAnswer('hidden.case@example.com', 'More on https://rowing.example.org — come along!', true)
    const hid = ok(await api.gql<{ hideMessage: Errors & { message: { source: string; hidden: boolean; body: string } } }>(HIDE, { id: q.answerId }, { token: owner })).hideMessage
    expect(hid.message).toMatchObject({ source: 'ANSWER', hidden: true, body: 'More on https://rowing.example.org — come along!' })
    expect((await thread(q.id, q.token)).answers).toEqual([{ id: q.answerId, body: '', hidden: true }])
    const listed = ok(await api.gql<{ publishedQuestions: { nodes: { id: string; answers: { body: string; hidden: boolean }[] }[] } }>(PUBLISHED)).publishedQuestions.nodes.find(
      (n) => n.id === q.id,
    )
    expect(listed?.answers).toEqual([{ id: q.answerId, body: '', hidden: true }])
    ok(await api.gql(HIDE, { id: q.id }, { token: owner }))
    expect(await thread(q.id, q.token)).toMatchObject({ topic: '', body: '', bodyHidden: true })
    const item = (await queue(api, owner)).find((i) => i.conversation?.questionId === q.id)
    expect(item?.conversation?.messages.map((m) => [m.source, m.hidden, m.body !== ''])).toEqual([
      ['QUESTION', true, true],
      ['ANSWER', true, true],
    ])
    expect((await auditOf('moderation.hide', q.answerId)).map((e) => e.after)).toEqual([JSON.stringify({ questionId: q.id, message: 'answer' })])
    ok(await api.gql(HIDE, { id: q.answerId, h: false }, { token: owner }))
    expect((await thread(q.id, q.token)).answers[0]).toMatchObject({ hidden: false, body: 'More on https://rowing.example.org — come along!' })
    expect(await auditOf('moderation.show', q.answerId)).toHaveLength(1)
    const unknown = ok(await api.gql<{ hideMessage: Errors }>(HIDE, { id: '00000000-0000-4000-8000-000000000000' }, { token: owner })).hideMessage
    expect(unknown.fieldErrors.map((e) => [e.field, e.code])).toEqual([['messageId', 'NOT_FOUND']])
  })
})

describe('unpublishQuestion', () => {
  it('takes a published Q&A off the community pages, audited', async () => {
    const q = await askAndAnswer('published.case@example.com', 'Yes, the campus is lovely.', true)
    const listed = async () => ok(await api.gql<{ publishedQuestions: { nodes: { id: string }[] } }>(PUBLISHED)).publishedQuestions.nodes.some((n) => n.id === q.id)
    expect(await listed()).toBe(true)
    expect(
      ok(await api.gql<{ unpublishQuestion: Errors & { conversation: { published: boolean } } }>(UNPUBLISH, { id: q.id }, { token: owner })).unpublishQuestion.conversation,
    ).toEqual({ published: false })
    expect(await listed()).toBe(false)
    expect((await auditOf('question.unpublish', q.id)).map((e) => [e.actorEmail, e.before, e.after])).toEqual([[OWNER_EMAIL, '{"published":true}', '{"published":false}']])
  })

  it('holds until staff change it: the ambassador publishing again asks staff, and only their approval makes it public (issue 32)', async () => {
    const q = await askAndAnswer('unpublished.hold@example.com', 'The halls are quiet after ten.', true)
    const listed = async () => ok(await api.gql<{ publishedQuestions: { nodes: { id: string }[] } }>(PUBLISHED)).publishedQuestions.nodes.some((n) => n.id === q.id)
    ok(await api.gql(UNPUBLISH, { id: q.id }, { token: owner }))
    const SET = 'mutation($q: ID!) { setQuestionPublished(questionId: $q, published: true) { question { published publicationStatus } fieldErrors { code } } }'
    type Set = { setQuestionPublished: { question: { published: boolean; publicationStatus: string }; fieldErrors: unknown[] } }
    // The organization does not ask for approval, yet the staff's decision is not the ambassador's to undo.
    const republished = ok(await api.gql<Set>(SET, { q: q.id }, { token: aliceToken })).setQuestionPublished
    expect(republished.question).toEqual({ published: false, publicationStatus: 'AWAITING_APPROVAL' })
    expect(await listed()).toBe(false)
    const APPROVE = 'mutation($q: ID!) { approvePublication(questionId: $q) { publicationStatus fieldErrors { code } } }'
    expect(ok(await api.gql<{ approvePublication: { publicationStatus: string } }>(APPROVE, { q: q.id }, { token: owner })).approvePublication.publicationStatus).toBe('PUBLISHED')
    expect(await listed()).toBe(true)
    // Approved: the hold is gone, so unpublishing and publishing again are the ambassador's own again.
    const SET_OFF = 'mutation($q: ID!) { setQuestionPublished(questionId: $q, published: false) { question { published } } }'
    ok(await api.gql(SET_OFF, { q: q.id }, { token: aliceToken }))
    expect(ok(await api.gql<Set>(SET, { q: q.id }, { token: aliceToken })).setQuestionPublished.question.published).toBe(true)
  })
})

describe('blockVisitor / unblockVisitor', () => {
  it('refuses questions and bookings from a blocked address until it is unblocked; the audit names the block, not the address', async () => {
    const email = 'blocked.person@example.com'
    const blocked = ok(
      await api.gql<{ blockVisitor: Errors & { block: { id: string; email: string; blockedBy: string } } }>(
        BLOCK,
        { e: ' Blocked.Person@Example.com ', r: 'Harassed an ambassador' },
        { token: owner },
      ),
    ).blockVisitor
    expect(blocked.block).toMatchObject({ email, blockedBy: OWNER_EMAIL })
    const askAs = async (locale = 'en') =>
      ok(
        await api.gql<{ askQuestion: Errors & { thread: { id: string } | null } }>(
          `mutation($input: AskQuestionInput!) { askQuestion(input: $input) { thread { id } ${FIELD_ERRORS} } }`,
          { input: questionInput({ ambassadorId: alice.id, email: 'BLOCKED.person@example.com', locale }) },
        ),
      ).askQuestion
    const refused = await askAs('fr')
    expect(refused.thread).toBeNull()
    expect(refused.fieldErrors.map((e) => [e.field, e.code])).toEqual([['email', 'VISITOR_BLOCKED']])
    expect(refused.fieldErrors[0]?.message).toMatch(/ne peut plus/)
    const booking = ok(
      await api.gql<{ bookMeeting: Errors }>(`mutation($i: BookMeetingInput!) { bookMeeting(input: $i) { ${FIELD_ERRORS} } }`, {
        i: {
          ambassadorId: alice.id,
          startsAt: new Date(Date.now() + 86_400_000).toISOString(),
          type: 'VIDEO',
          firstName: 'B',
          lastName: 'P',
          email,
          phone: '+33 6 12 34 56 78',
          consent: true,
          idempotencyKey: idempotencyKey(),
        },
      }),
    ).bookMeeting
    expect(booking.fieldErrors.map((e) => [e.field, e.code])).toEqual([['email', 'VISITOR_BLOCKED']])
    expect(ok(await api.gql<{ visitorBlocks: { email: string; reason: string }[] }>('{ visitorBlocks { email reason } }', {}, { token: owner })).visitorBlocks).toEqual([
      { email, reason: 'Harassed an ambassador' },
    ])
    const [entry] = await auditOf('visitor.block', blocked.block.id)
    expect(JSON.stringify(entry)).not.toMatch(/blocked\.person|Harassed/i)

    expect(ok(await api.gql<{ unblockVisitor: Errors & { block: null } }>(UNBLOCK, { e: email }, { token: owner })).unblockVisitor).toEqual({ block: null, fieldErrors: [] })
    expect(await auditOf('visitor.unblock', blocked.block.id)).toHaveLength(1)
    expect((await askAs()).fieldErrors).toEqual([])
    // Unblocking an address that is not blocked is harmless and audits nothing.
    expect(ok(await api.gql<{ unblockVisitor: Errors }>(UNBLOCK, { e: email }, { token: owner })).unblockVisitor.fieldErrors).toEqual([])
    expect(await auditOf('visitor.unblock', blocked.block.id)).toHaveLength(1)
  })
})

describe('reassignQuestion', () => {
  it('moves a question to another active ambassador, who is e-mailed; refuses anyone not active', async () => {
    const q = await askAndAnswer('reassigned.case@example.com', 'Let me pass you to a colleague.')
    const moved = ok(
      await api.gql<{ reassignQuestion: Errors & { conversation: { ambassador: { id: string } } } }>(REASSIGN, { q: q.id, a: bruno.id }, { token: owner }),
    ).reassignQuestion
    expect(moved.conversation.ambassador.id).toBe(bruno.id)
    expect((await thread(q.id, q.token)).ambassador.id).toBe(bruno.id)
    const mails = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.toEmail, bruno.email), eq(notifications.kind, 'question_received')))
    expect(mails).toHaveLength(1)
    expect((await auditOf('question.reassign', q.id)).map((e) => [e.before, e.after])).toEqual([
      [JSON.stringify({ ambassadorId: alice.id }), JSON.stringify({ ambassadorId: bruno.id })],
    ])
    await api.db.update(ambassadors).set({ status: 'inactive', active: false }).where(eq(ambassadors.id, alice.id))
    const refused = ok(await api.gql<{ reassignQuestion: Errors }>(REASSIGN, { q: q.id, a: alice.id }, { token: owner })).reassignQuestion
    await api.db.update(ambassadors).set({ status: 'active', active: true }).where(eq(ambassadors.id, alice.id))
    expect(refused.fieldErrors.map((e) => [e.field, e.code])).toEqual([['ambassadorId', 'NOT_ACTIVE_AMBASSADOR']])
  })
})

describe('the queue', () => {
  it('pages open items oldest first with a cursor', async () => {
    for (const n of [1, 2, 3]) {
      ok(await api.gql(ASK, { input: questionInput({ ambassadorId: alice.id, email: `paged${n}@example.com`, body: `Is https://site${n}.example.org the right page?` }) }))
    }
    // Three items stored within one millisecond (microseconds apart, as a busy database stores them):
    // a cursor with millisecond time once repeated one of them on the next page.
    const stamps = ['2026-01-01T00:00:00.000100Z', '2026-01-01T00:00:00.000200Z', '2026-01-01T00:00:00.000300Z']
    const latest = await api.db.select({ id: moderationItems.id }).from(moderationItems).where(eq(moderationItems.status, 'open')).orderBy(desc(moderationItems.createdAt)).limit(3)
    for (const [i, row] of latest.entries()) await api.db.execute(sql`update moderation_items set created_at = ${stamps[i]}::timestamptz where id = ${row.id}`)
    const all = await queue(api, owner)
    expect(all.length).toBeGreaterThanOrEqual(4)
    type Page = { moderationQueue: { totalCount: number; endCursor: string; hasNextPage: boolean; nodes: QueueItem[] } }
    const first = ok(await api.gql<Page>(QUEUE, { s: 'OPEN', first: 2 }, { token: owner })).moderationQueue
    const next = ok(await api.gql<Page>(QUEUE, { s: 'OPEN', first: 2, after: first.endCursor }, { token: owner })).moderationQueue
    expect(first).toMatchObject({ totalCount: all.length, hasNextPage: true })
    expect([...first.nodes, ...next.nodes].map((n) => n.id)).toEqual(all.slice(0, 4).map((n) => n.id))
    const third = ok(
      await api.gql<Page>(
        QUEUE,
        { s: 'OPEN', first: 1, after: ok(await api.gql<Page>(QUEUE, { s: 'OPEN', first: 1 }, { token: owner })).moderationQueue.endCursor },
        { token: owner },
      ),
    )
    expect(third.moderationQueue.nodes.map((n) => n.id)).toEqual([all[1]?.id])
  })
})

describe('erasure', () => {
  it('eraseVisitor removes the visitor’s flagged texts, reports and block: no table holds the address or the reason afterwards', async () => {
    const email = 'erase.me.sg@example.com'
    await setRules(api, owner, { EMAIL: 'FLAG' })
    const asked = ok(
      await api.gql<{ askQuestion: { thread: { id: string }; threadToken: string } }>(ASK, {
        input: questionInput({ ambassadorId: alice.id, email, body: 'Is xq.secret.handle@example.org still read?' }),
      }),
    ).askQuestion
    ok(
      await api.gql(`mutation($id: ID!, $t: String!) { reportConversation(threadId: $id, token: $t, reason: "Zorblatt reason only I wrote") { reported } }`, {
        id: asked.thread.id,
        t: asked.threadToken,
      }),
    )
    ok(await api.gql(BLOCK, { e: email, r: 'Quixotic block reason' }, { token: owner }))
    const needles = [email, 'xq.secret.handle', 'Zorblatt', 'Quixotic']
    expect((await scanEveryTable(api.db, needles)).found.length).toBeGreaterThan(0)
    ok(await api.gql('mutation($e: String!) { eraseVisitor(email: $e) { erased } }', { e: email }, { token: owner }))
    expect((await scanEveryTable(api.db, needles)).found).toEqual([])
  })
})
