/**
 * Reports (issue 18): a visitor (with the thread's link) or the ambassador
 * reports a conversation → it is frozen for both sides (UNDER_REVIEW) and
 * staff are e-mailed at once, until staff resolve it: RELEASE unfreezes,
 * KEEP_CLOSED closes. A FLAGged answer is delivered, queued and e-mailed.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries } from '../../server/db/schema'
import { alice, ASK, bruno, EDITOR_EMAIL, OWNER_EMAIL, questionInput, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { FIELD_ERRORS, itemsOf, mailsOfKind, queue, setRules } from './helpers/safeguarding'
import type { FieldErrorWithSpans } from './helpers/safeguarding'
import { errorCode, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
let aliceToken = ''
let brunoToken = ''
beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
  aliceToken = await signInAs(api, alice.email)
  brunoToken = await signInAs(api, bruno.email)
})
afterAll(async () => {
  await api?.close()
})

const ANSWER = `mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { question { id status underReview answers { body } } ${FIELD_ERRORS} } }`
const PUBLISH = `mutation($q: ID!) { setQuestionPublished(questionId: $q, published: true) { ${FIELD_ERRORS} } }`
const THREAD = 'query($id: ID!, $t: String) { thread(id: $id, token: $t) { status underReview answers { body hidden } } }'
const INBOX = 'query($s: QuestionStatus) { myQuestions(status: $s, first: 50) { nodes { id underReview } } }'
const REPORT_THREAD = `mutation($id: ID!, $t: String!, $r: String!) { reportConversation(threadId: $id, token: $t, reason: $r) { reported ${FIELD_ERRORS} } }`
const REPORT_QUESTION = `mutation($id: ID!, $r: String!) { reportQuestion(questionId: $id, reason: $r) { reported ${FIELD_ERRORS} } }`
const RESOLVE = `mutation($id: ID!, $a: ModerationResolution!, $n: String) { resolveReport(reportId: $id, action: $a, note: $n) { item { id status resolution resolvedBy note } ${FIELD_ERRORS} } }`

type Answered = { answerQuestion: { question: { status: string; underReview: boolean; answers: { body: string }[] } | null; fieldErrors: FieldErrorWithSpans[] } }
type Reported = { reported: boolean; fieldErrors: FieldErrorWithSpans[] }
type Resolved = { resolveReport: { item: { status: string; resolution: string; resolvedBy: string; note: string | null } | null; fieldErrors: FieldErrorWithSpans[] } }

async function askAlice(email: string): Promise<{ id: string; token: string }> {
  const asked = ok(
    await api.gql<{ askQuestion: { thread: { id: string }; threadToken: string } }>(
      ASK,
      { input: questionInput({ ambassadorId: alice.id, email }) },
      { token: await visitorToken(api) },
    ),
  )
  return { id: asked.askQuestion.thread.id, token: asked.askQuestion.threadToken }
}
const answer = async (questionId: string, body: string, token = aliceToken) =>
  ok(await api.gql<Answered>(ANSWER, { input: { questionId, body, idempotencyKey: idempotencyKey() } }, { token })).answerQuestion
const reportThread = async (id: string, t: string, r = 'The replies make me uncomfortable.') => api.gql<{ reportConversation: Reported }>(REPORT_THREAD, { id, t, r })
const underReviewFor = async (id: string, token: string, status = 'OPEN') => {
  const thread = ok(await api.gql<{ thread: { underReview: boolean } }>(THREAD, { id, t: token })).thread.underReview
  const inbox = ok(await api.gql<{ myQuestions: { nodes: { id: string; underReview: boolean }[] } }>(INBOX, { s: status }, { token: aliceToken })).myQuestions.nodes.find(
    (n) => n.id === id,
  )
  return { thread, inbox: inbox?.underReview }
}

describe('a FLAGged answer', () => {
  it('is delivered, listed in the queue with the matched words, and staff are e-mailed', async () => {
    await setRules(api, owner, { PHONE: 'FLAG', MESSAGING_APP: 'FLAG' })
    const q = await askAlice('flag.visitor@example.com')
    const before = (await mailsOfKind(api, 'moderation_flagged')).length
    const body = 'Easier on WhatsApp: +33 6 12 34 56 78'
    const answered = await answer(q.id, body)
    expect(answered.fieldErrors).toEqual([])
    expect(ok(await api.gql<{ thread: { answers: { body: string }[] } }>(THREAD, { id: q.id, t: q.token })).thread.answers.map((a) => a.body)).toEqual([body])
    const item = (await queue(api, owner)).find((i) => i.conversation?.questionId === q.id)
    expect(item).toMatchObject({ kind: 'FLAG', source: 'ANSWER', field: 'body', text: body, ambassador: { id: alice.id } })
    expect(item?.matchedWords).toEqual(['WhatsApp', '+33 6 12 34 56 78'])
    expect(item?.spans.map((s) => s.category)).toEqual(['MESSAGING_APP', 'PHONE'])
    expect(item?.messageId).toBe((await itemsOf(api, { questionId: q.id }))[0]?.answerId)
    expect(item?.conversation?.messages.map((m) => [m.source, m.body])).toEqual([
      ['QUESTION', questionInput().body],
      ['ANSWER', body],
    ])
    const mails = (await mailsOfKind(api, 'moderation_flagged')).slice(before)
    expect(mails.map((m) => m.toEmail).sort()).toEqual([EDITOR_EMAIL, OWNER_EMAIL].sort())
    expect(mails.every((m) => !m.bodyText.includes('12 34 56') && m.bodyText.includes('http://portal.test/staff'))).toBe(true)
  })
})

describe('reportConversation (visitor)', () => {
  it('needs this thread’s token: another thread’s is FORBIDDEN, and a reason is required', async () => {
    const mine = await askAlice('reporter.one@example.com')
    const other = await askAlice('reporter.two@example.com')
    expect(errorCode(await reportThread(mine.id, other.token))).toBe('FORBIDDEN')
    expect(errorCode(await reportThread(mine.id, ''))).toBe('FORBIDDEN')
    const empty = ok(await reportThread(mine.id, mine.token, '   ')).reportConversation
    expect(empty).toMatchObject({ reported: false })
    expect(empty.fieldErrors.map((e) => [e.field, e.code])).toEqual([['reason', 'REQUIRED']])
    expect(await itemsOf(api, { questionId: mine.id })).toEqual([])
  })

  it('without a token, only the visitor session that asked may report (the thread opened from "Your questions")', async () => {
    const visitor = await visitorToken(api)
    const asked = ok(
      await api.gql<{ askQuestion: { thread: { id: string } } }>(
        ASK,
        { input: questionInput({ ambassadorId: alice.id, email: 'reporter.session@example.com' }) },
        { token: visitor },
      ),
    ).askQuestion.thread
    const report = (token: string) => api.gql<{ reportConversation: Reported }>(REPORT_THREAD, { id: asked.id, t: '', r: 'Please look at this conversation.' }, { token })
    expect(errorCode(await report(await visitorToken(api)))).toBe('FORBIDDEN')
    expect(errorCode(await report(aliceToken))).toBe('FORBIDDEN')
    expect(ok(await report(visitor)).reportConversation).toMatchObject({ reported: true, fieldErrors: [] })
    expect(ok(await api.gql<{ thread: { underReview: boolean } }>(THREAD, { id: asked.id, t: null }, { token: visitor })).thread.underReview).toBe(true)
  })

  it('freezes the conversation for both sides until staff RELEASE it', async () => {
    const q = await askAlice('frozen.visitor@example.com')
    const before = (await mailsOfKind(api, 'moderation_reported')).length
    expect(ok(await reportThread(q.id, q.token)).reportConversation).toEqual({ reported: true, fieldErrors: [] })
    // Reporting again while the report is open adds nothing.
    expect(ok(await reportThread(q.id, q.token)).reportConversation.reported).toBe(true)
    const reports = (await itemsOf(api, { questionId: q.id })).filter((i) => i.kind === 'report')
    expect(reports).toHaveLength(1)
    expect(reports[0]).toMatchObject({ reportedBy: 'visitor', status: 'open', authorEmail: 'frozen.visitor@example.com' })
    const mails = (await mailsOfKind(api, 'moderation_reported')).slice(before)
    expect(mails.map((m) => m.toEmail).sort()).toEqual([EDITOR_EMAIL, OWNER_EMAIL].sort())
    expect(mails.every((m) => !m.bodyText.includes('uncomfortable'))).toBe(true)

    expect(await underReviewFor(q.id, q.token)).toEqual({ thread: true, inbox: true })
    const blocked = await answer(q.id, 'Here is my answer, all good.')
    expect(blocked.question).toBeNull()
    expect(blocked.fieldErrors.map((e) => [e.field, e.code])).toEqual([['questionId', 'UNDER_REVIEW']])
    expect(blocked.fieldErrors[0]?.message).toMatch(/under review/i)

    const item = (await queue(api, owner)).find((i) => i.kind === 'REPORT' && i.conversation?.questionId === q.id)
    expect(item).toMatchObject({ source: 'CONVERSATION', reason: 'The replies make me uncomfortable.', reportedBy: 'VISITOR', conversation: { underReview: true } })
    const released = ok(await api.gql<Resolved>(RESOLVE, { id: item?.id, a: 'RELEASE', n: 'Checked, nothing wrong.' }, { token: owner })).resolveReport
    expect(released.item).toMatchObject({ status: 'RESOLVED', resolution: 'RELEASE', resolvedBy: OWNER_EMAIL, note: 'Checked, nothing wrong.' })
    expect(await underReviewFor(q.id, q.token)).toEqual({ thread: false, inbox: false })
    expect((await answer(q.id, 'Here is my answer, all good.')).fieldErrors).toEqual([])

    const [entry] = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'moderation.resolve'), eq(auditEntries.target, item?.id ?? '')))
    expect(entry?.actorEmail).toBe(OWNER_EMAIL)
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({ status: 'resolved', resolution: 'release', questionId: q.id, alsoResolved: 0 })
    expect(`${entry?.before} ${entry?.after}`).not.toMatch(/uncomfortable|Checked|frozen\.visitor/)
    // Resolving twice is refused.
    const again = ok(await api.gql<Resolved>(RESOLVE, { id: item?.id, a: 'RELEASE' }, { token: owner })).resolveReport
    expect(again.fieldErrors.map((e) => [e.field, e.code])).toEqual([['reportId', 'INVALID_STATE']])
  })
})

describe('reportQuestion (ambassador)', () => {
  it('is for the ambassador asked only; it freezes answering and publishing until KEEP_CLOSED closes the question', async () => {
    const q = await askAlice('closed.visitor@example.com')
    expect((await answer(q.id, 'A first answer before anything happened.')).fieldErrors).toEqual([])
    expect(errorCode(await api.gql(REPORT_QUESTION, { id: q.id, r: 'Inappropriate.' }, { token: brunoToken }))).toBe('FORBIDDEN')
    expect(
      ok(await api.gql<{ reportQuestion: Reported }>(REPORT_QUESTION, { id: q.id, r: 'The visitor is asking for my address.' }, { token: aliceToken })).reportQuestion.reported,
    ).toBe(true)
    expect(await underReviewFor(q.id, q.token, 'ANSWERED')).toEqual({ thread: true, inbox: true })
    expect(
      ok(await api.gql<{ setQuestionPublished: { fieldErrors: FieldErrorWithSpans[] } }>(PUBLISH, { q: q.id }, { token: aliceToken })).setQuestionPublished.fieldErrors[0]?.code,
    ).toBe('UNDER_REVIEW')
    // The visitor reports too: both reports go with one resolution.
    expect(ok(await reportThread(q.id, q.token)).reportConversation.reported).toBe(true)
    const reports = (await queue(api, owner)).filter((i) => i.conversation?.questionId === q.id)
    expect(reports.map((r) => r.reportedBy).sort()).toEqual(['AMBASSADOR', 'VISITOR'])
    const closed = ok(await api.gql<Resolved>(RESOLVE, { id: reports[0]?.id, a: 'KEEP_CLOSED' }, { token: owner })).resolveReport
    expect(closed.fieldErrors).toEqual([])
    expect((await queue(api, owner)).filter((i) => i.conversation?.questionId === q.id)).toEqual([])
    expect(ok(await api.gql<{ thread: { status: string; underReview: boolean } }>(THREAD, { id: q.id, t: q.token })).thread).toMatchObject({ status: 'CLOSED', underReview: false })
    expect((await answer(q.id, 'One more answer after closing.')).fieldErrors[0]?.code).toBe('INVALID_STATE')
  })
})

describe('staff operations', () => {
  it('are FORBIDDEN for visitors and ambassadors, UNAUTHENTICATED without a session', async () => {
    const visitor = await visitorToken(api)
    const [anyItem] = await queue(api, owner, 'RESOLVED')
    const operations: [string, Record<string, unknown>][] = [
      ['{ moderationQueue { totalCount } }', {}],
      ['query($id: ID!) { moderationItem(id: $id) { id } }', { id: anyItem?.id }],
      ['{ visitorBlocks { id } }', {}],
      [RESOLVE, { id: anyItem?.id, a: 'RELEASE' }],
      ['mutation($id: ID!) { hideMessage(messageId: $id) { fieldErrors { code } } }', { id: anyItem?.id }],
      ['mutation($id: ID!) { unpublishQuestion(questionId: $id) { fieldErrors { code } } }', { id: anyItem?.id }],
      ['mutation { blockVisitor(email: "a@example.com", reason: "spam") { fieldErrors { code } } }', {}],
      ['mutation { unblockVisitor(email: "a@example.com") { fieldErrors { code } } }', {}],
      ['mutation($id: ID!) { reassignQuestion(questionId: $id, ambassadorId: $id) { fieldErrors { code } } }', { id: anyItem?.id }],
    ]
    for (const [query, variables] of operations) {
      expect(errorCode(await api.gql(query, variables)), query).toBe('UNAUTHENTICATED')
      expect(errorCode(await api.gql(query, variables, { token: visitor })), query).toBe('FORBIDDEN')
      expect(errorCode(await api.gql(query, variables, { token: aliceToken })), query).toBe('FORBIDDEN')
    }
  })
})
