/**
 * Issue 19, conversations: the visitor replies with the thread's link; the
 * conversation is the question, answers and follow-ups in order, on the
 * thread and in the inbox; a follow-up reopens an answered conversation.
 * Same checks as a question: the link (another thread's is FORBIDDEN), the
 * shared rules, safeguarding (BLOCK with spans, FLAG queued and hideable),
 * UNDER_REVIEW while frozen, idempotent retries, a rate limit.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { followUps, moderationItems } from '../../server/db/schema'
import { answer, askTo, MESSAGES, readThread, sendFollowUp, sendFollowUpRaw } from './helpers/conversations'
import { alice, bruno, OWNER_EMAIL, signInAs, signInAsStaff } from './helpers/fixtures'
import { FIELD_ERRORS, setRules } from './helpers/safeguarding'
import { errorCode, freshIp, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let aliceToken = ''
let owner = ''
beforeAll(async () => {
  api = await startTestApi()
  aliceToken = await signInAs(api, alice.email)
  owner = await signInAsStaff(api, OWNER_EMAIL)
})
afterAll(async () => {
  await api?.close()
})

const storedFollowUps = (questionId: string) => api.db.select().from(followUps).where(eq(followUps.questionId, questionId))

describe('sendFollowUp', () => {
  it('adds the follow-up after the answer, reopens the conversation, and shows the same order in the inbox', async () => {
    const q = await askTo(api, alice.id, { email: 'order@example.com' })
    await answer(api, aliceToken, q.id, 'Most students live in the residences.')
    expect((await readThread(api, q.id, q.token)).status).toBe('ANSWERED')
    const sent = await sendFollowUp(api, q.id, q.token, '  Are they expensive?  ')
    expect(sent.fieldErrors).toEqual([])
    expect(sent.thread?.status).toBe('OPEN')
    const thread = await readThread(api, q.id, q.token)
    expect(thread.messages.map((m) => [m.author, m.body])).toEqual([
      ['VISITOR', 'Where do first-year students usually live?'],
      ['AMBASSADOR', 'Most students live in the residences.'],
      ['VISITOR', 'Are they expensive?'],
    ])
    expect(thread.messages[0]?.id).toBe(q.id)
    expect(thread.lastVisitorMessageAt).toBe(thread.messages[2]?.createdAt)
    // The existing fields keep working.
    expect(thread.answers.map((a) => a.body)).toEqual(['Most students live in the residences.'])
    const inbox = ok(
      await api.gql<{ myQuestions: { nodes: { id: string; waitingMinutes: number; messages: { author: string; body: string }[] }[] } }>(
        `query { myQuestions(status: OPEN, first: 50) { nodes { id waitingMinutes ${MESSAGES} } } }`,
        {},
        { token: aliceToken },
      ),
    ).myQuestions.nodes.find((n) => n.id === q.id)
    expect(inbox?.messages.map((m) => m.author)).toEqual(['VISITOR', 'AMBASSADOR', 'VISITOR'])
    expect(inbox?.waitingMinutes).toBe(0)
  })

  it('is refused with another thread’s token (FORBIDDEN), to the ambassador without a token, and for an unknown thread', async () => {
    const mine = await askTo(api, alice.id, { email: 'mine@example.com' })
    const theirs = await askTo(api, bruno.id, { email: 'theirs@example.com' })
    expect(errorCode(await sendFollowUpRaw(api, theirs.id, mine.token, 'Let me in.'))).toBe('FORBIDDEN')
    const asAmbassador = await api.gql(
      `mutation($input: SendFollowUpInput!) { sendFollowUp(input: $input) { ${FIELD_ERRORS} } }`,
      { input: { threadId: mine.id, token: '', body: 'Written by the ambassador', idempotencyKey: idempotencyKey() } },
      { token: aliceToken },
    )
    expect(errorCode(asAmbassador)).toBe('FORBIDDEN')
    const unknown = await sendFollowUp(api, '00000000-0000-4000-8000-000000000000', mine.token, 'Hello there')
    expect(unknown.fieldErrors.map((e) => [e.field, e.code])).toEqual([['threadId', 'NOT_FOUND']])
    expect(await storedFollowUps(theirs.id)).toEqual([])
    expect(await storedFollowUps(mine.id)).toEqual([])
  })

  it('applies the shared rules: required, at most 1000 characters', async () => {
    const q = await askTo(api, alice.id, { email: 'rules@example.com' })
    expect((await sendFollowUp(api, q.id, q.token, '   ')).fieldErrors.map((e) => [e.field, e.code])).toEqual([['body', 'REQUIRED']])
    const long = await sendFollowUp(api, q.id, q.token, 'x'.repeat(1001))
    expect(long.fieldErrors.map((e) => [e.field, e.code, e.message])).toEqual([['body', 'MAX', 'Your reply can have at most 1000 characters.']])
    expect(await storedFollowUps(q.id)).toEqual([])
  })

  it('refuses a BLOCKed text with SAFEGUARDING and its spans; a FLAGged one is delivered, queued and can be hidden by staff', async () => {
    await setRules(api, owner, { PHONE: 'BLOCK', URL: 'FLAG' })
    const q = await askTo(api, alice.id, { email: 'safe@example.com' })
    const body = 'Call me on +33 6 12 34 56 78'
    const refused = await sendFollowUp(api, q.id, q.token, body)
    expect(refused.fieldErrors).toMatchObject([{ field: 'body', code: 'SAFEGUARDING', spans: [{ start: 11, end: body.length, category: 'PHONE' }] }])
    expect(await storedFollowUps(q.id)).toEqual([])
    const flagged = await sendFollowUp(api, q.id, q.token, 'See https://example.org/housing please')
    expect(flagged.fieldErrors).toEqual([])
    const [stored] = await storedFollowUps(q.id)
    const [item] = await api.db.select().from(moderationItems).where(eq(moderationItems.questionId, q.id))
    expect(item).toMatchObject({ kind: 'flag', source: 'follow_up', followUpId: stored?.id, authorEmail: 'safe@example.com' })
    const queued = ok(
      await api.gql<{ moderationItem: { source: string; messageId: string; conversation: { messages: { id: string; source: string }[] } } }>(
        'query($id: ID!) { moderationItem(id: $id) { source messageId conversation { messages { id source } } } }',
        { id: item?.id },
        { token: owner },
      ),
    ).moderationItem
    expect(queued).toEqual({
      source: 'FOLLOW_UP',
      messageId: stored?.id,
      conversation: {
        messages: [
          { id: q.id, source: 'QUESTION' },
          { id: stored?.id, source: 'FOLLOW_UP' },
        ],
      },
    })
    const hid = ok(
      await api.gql<{ hideMessage: { message: { source: string; body: string; hidden: boolean } } }>(
        `mutation($id: ID!) { hideMessage(messageId: $id) { message { source body hidden } ${FIELD_ERRORS} } }`,
        { id: stored?.id },
        { token: owner },
      ),
    ).hideMessage.message
    expect(hid).toMatchObject({ source: 'FOLLOW_UP', hidden: true })
    expect((await readThread(api, q.id, q.token)).messages[1]).toMatchObject({ id: stored?.id, body: '', hidden: true })
    await setRules(api, owner, {})
  })

  it('is refused with UNDER_REVIEW while the conversation is frozen, and with INVALID_STATE once closed', async () => {
    const q = await askTo(api, alice.id, { email: 'frozen@example.com' })
    ok(await api.gql('mutation($id: ID!, $t: String!) { reportConversation(threadId: $id, token: $t, reason: "Unkind replies") { reported } }', { id: q.id, t: q.token }))
    const frozen = await sendFollowUp(api, q.id, q.token, 'Hello again?')
    expect(frozen.fieldErrors.map((e) => [e.field, e.code])).toEqual([['threadId', 'UNDER_REVIEW']])
    const other = await askTo(api, alice.id, { email: 'closed@example.com' })
    ok(await api.gql('mutation($id: ID!, $t: String) { closeConversation(threadId: $id, token: $t) { fieldErrors { code } } }', { id: other.id, t: other.token }))
    expect((await sendFollowUp(api, other.id, other.token, 'One more thing')).fieldErrors.map((e) => e.code)).toEqual(['INVALID_STATE'])
    expect([...(await storedFollowUps(q.id)), ...(await storedFollowUps(other.id))]).toEqual([])
  })

  it('sends once for a retried idempotency key, and refuses the key for another text', async () => {
    const q = await askTo(api, alice.id, { email: 'retry@example.com' })
    const key = idempotencyKey()
    const ip = freshIp()
    const first = ok(await sendFollowUpRaw(api, q.id, q.token, 'Is there a gym?', key, ip)).sendFollowUp
    const again = ok(await sendFollowUpRaw(api, q.id, q.token, 'Is there a gym?', key, ip)).sendFollowUp
    expect([first.fieldErrors, again.fieldErrors]).toEqual([[], []])
    expect(await storedFollowUps(q.id)).toHaveLength(1)
    const reused = ok(await sendFollowUpRaw(api, q.id, q.token, 'Something else', key, ip)).sendFollowUp
    expect(reused.fieldErrors.map((e) => e.code)).toEqual(['IDEMPOTENCY_KEY_REUSED'])
    expect(await storedFollowUps(q.id)).toHaveLength(1)
  })

  it('is rate limited per conversation: the 21st in 10 minutes is RATE_LIMITED, whatever the client address', async () => {
    const q = await askTo(api, alice.id, { email: 'flood@example.com' })
    for (let i = 1; i <= 20; i++) expect(ok(await sendFollowUpRaw(api, q.id, q.token, `Message number ${i}`)).sendFollowUp.fieldErrors).toEqual([])
    const limited = await sendFollowUpRaw(api, q.id, q.token, 'Message number 21')
    expect(errorCode(limited)).toBe('RATE_LIMITED')
    expect(await storedFollowUps(q.id)).toHaveLength(20)
  })
})
