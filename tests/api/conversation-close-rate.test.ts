/**
 * Issue 19: either side closes a conversation; then the visitor says whether
 * it helped (1–5, optional comment), once. The rating and the follow-ups are
 * the visitor's data: the export lists them, erasure leaves them in no table.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendDueFollowUpMails } from '../../server/conversations/follow-up-mails'
import { conversationRatings } from '../../server/db/schema'
import { answer, askTo, CLOSE, RATE, readThread, sendFollowUp } from './helpers/conversations'
import type { ThreadPayload } from './helpers/conversations'
import { scanEveryTable } from './helpers/every-table'
import { alice, OWNER_EMAIL, signInAs, signInAsStaff } from './helpers/fixtures'
import type { FieldErrorWithSpans } from './helpers/safeguarding'
import { errorCode, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let aliceToken = ''
beforeAll(async () => {
  api = await startTestApi()
  aliceToken = await signInAs(api, alice.email)
})
afterAll(async () => {
  await api?.close()
})

type Rated = { rateConversation: { thread: { id: string; rated: boolean } | null; fieldErrors: FieldErrorWithSpans[] } }
const close = async (id: string, t: string | null, token: string | null = null) =>
  ok(await api.gql<{ closeConversation: ThreadPayload }>(CLOSE, { id, t }, { token })).closeConversation
const rate = async (id: string, t: string, r: number, c: string | null = null) => ok(await api.gql<Rated>(RATE, { id, t, r, c })).rateConversation

describe('closeConversation', () => {
  it('the visitor closes with the link; closing again is harmless and keeps who closed it', async () => {
    const q = await askTo(api, alice.id, { email: 'closer@example.com' })
    const closed = await close(q.id, q.token)
    expect(closed.fieldErrors).toEqual([])
    expect(closed.thread).toMatchObject({ status: 'CLOSED', closedBy: 'VISITOR', rated: false })
    expect(closed.thread?.closedAt).not.toBeNull()
    ok(await api.gql('mutation($q: ID!) { closeQuestion(questionId: $q) { fieldErrors { code } } }', { q: q.id }, { token: aliceToken }))
    expect(await readThread(api, q.id, q.token)).toMatchObject({ status: 'CLOSED', closedBy: 'VISITOR', closedAt: closed.thread?.closedAt })
  })

  it('the ambassador closes without a token (closeConversation or closeQuestion); another thread’s token is FORBIDDEN', async () => {
    const a = await askTo(api, alice.id, { email: 'amb-close-a@example.com' })
    const b = await askTo(api, alice.id, { email: 'amb-close-b@example.com' })
    expect((await close(a.id, null, aliceToken)).thread).toMatchObject({ status: 'CLOSED', closedBy: 'AMBASSADOR' })
    ok(await api.gql('mutation($q: ID!) { closeQuestion(questionId: $q) { fieldErrors { code } } }', { q: b.id }, { token: aliceToken }))
    expect(await readThread(api, b.id, b.token)).toMatchObject({ status: 'CLOSED', closedBy: 'AMBASSADOR' })
    const c = await askTo(api, alice.id, { email: 'amb-close-c@example.com' })
    expect(errorCode(await api.gql(CLOSE, { id: c.id, t: a.token }))).toBe('FORBIDDEN')
    expect((await readThread(api, c.id, c.token)).status).toBe('OPEN')
  })
})

describe('rateConversation', () => {
  it('only once closed; 1 to 5 and a comment of at most 1000 characters; once (ALREADY_RATED after)', async () => {
    const q = await askTo(api, alice.id, { email: 'rater@example.com' })
    expect((await rate(q.id, q.token, 5)).fieldErrors.map((e) => [e.field, e.code])).toEqual([['threadId', 'INVALID_STATE']])
    await answer(api, aliceToken, q.id, 'The residences are the cheapest.')
    await close(q.id, null, aliceToken)
    expect((await rate(q.id, q.token, 0)).fieldErrors.map((e) => [e.field, e.code])).toEqual([['rating', 'RANGE']])
    expect((await rate(q.id, q.token, 6)).fieldErrors[0]?.message).toBe('Rating must be a whole number from 1 to 5.')
    expect((await rate(q.id, q.token, 4, 'é'.repeat(1001))).fieldErrors.map((e) => [e.field, e.code])).toEqual([['comment', 'MAX']])
    const rated = await rate(q.id, q.token, 4, '  Quick and clear.  ')
    expect(rated).toEqual({ thread: { id: q.id, rated: true }, fieldErrors: [] })
    const again = await rate(q.id, q.token, 1)
    expect(again.fieldErrors.map((e) => [e.field, e.code])).toEqual([['threadId', 'ALREADY_RATED']])
    const stored = await api.db.select().from(conversationRatings).where(eq(conversationRatings.questionId, q.id))
    expect(stored).toMatchObject([{ rating: 4, comment: 'Quick and clear.', ambassadorId: alice.id }])
  })

  it('needs the thread’s own link', async () => {
    const q = await askTo(api, alice.id, { email: 'rate-other@example.com' })
    const other = await askTo(api, alice.id, { email: 'rate-other-2@example.com' })
    await close(q.id, q.token)
    expect(errorCode(await api.gql(RATE, { id: q.id, t: other.token, r: 5 }))).toBe('FORBIDDEN')
    expect(await api.db.select().from(conversationRatings).where(eq(conversationRatings.questionId, q.id))).toEqual([])
  })
})

describe('the visitor’s conversation data', () => {
  const who = { email: 'wilhelmina.conv@example.com', firstName: 'Wilhelmina' }
  const followUpText = 'Do the residences accept pets like my parrot Kiwi?'
  const comment = 'Kiwi the parrot approves of this answer'

  it('is in the export, and erasure leaves the follow-ups, mails quoting them and the rating in no table', async () => {
    const owner = await signInAsStaff(api, OWNER_EMAIL)
    const published = await askTo(api, alice.id, { ...who, topic: 'Pets in residences' })
    await answer(api, aliceToken, published.id, 'Small pets are fine in most residences.')
    ok(await api.gql('mutation($q: ID!) { setQuestionPublished(questionId: $q, published: true) { fieldErrors { code } } }', { q: published.id }, { token: aliceToken }))
    expect((await sendFollowUp(api, published.id, published.token, followUpText)).fieldErrors).toEqual([])
    await close(published.id, published.token)
    expect((await rate(published.id, published.token, 5, comment)).fieldErrors).toEqual([])
    const unpublished = await askTo(api, alice.id, { ...who, topic: 'Laundry' })
    expect((await sendFollowUp(api, unpublished.id, unpublished.token, `${followUpText} (again)`)).fieldErrors).toEqual([])
    // The ambassador's mail about the follow-ups quotes them.
    expect(await sendDueFollowUpMails(api.db, new Date(Date.now() + 6 * 60_000), api.env.publicUrl)).toBe(2)

    const exported = ok(await api.gql<{ exportPersonData: { json: string } }>('mutation($e: String!) { exportPersonData(email: $e) { json } }', { e: who.email }, { token: owner }))
    const document = JSON.parse(exported.exportPersonData.json) as {
      questions: { id: string; followUps: { body: string }[]; rating: { rating: number; comment: string } | null; closedBy: string | null }[]
    }
    const mine = document.questions.find((q) => q.id === published.id)
    expect(mine).toMatchObject({ followUps: [{ body: followUpText }], rating: { rating: 5, comment }, closedBy: 'visitor' })

    const needles = [who.email, followUpText, comment]
    expect((await scanEveryTable(api.db, needles)).found.length).toBeGreaterThan(0)
    ok(await api.gql('mutation($e: String!) { eraseVisitor(email: $e) { erased } }', { e: who.email }, { token: owner }))
    expect((await scanEveryTable(api.db, needles)).found).toEqual([])
  })
})
