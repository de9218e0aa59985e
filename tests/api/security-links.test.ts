// Issue 15, finding 4: emailed links expire, and a delivered email keeps no secret in the outbox.
// The clock is moved by rewriting a link's expiry in the database, never by waiting.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessTokens, meetings, notifications } from '../../server/db/schema'
import type { Mailer, OutgoingRow } from '../../server/notifications/mailer'
import { deliverDue } from '../../server/notifications/worker'
import { hashSecret } from '../../server/security/tokens'
import { latestMail, latestManageToken, latestSignInCode } from '../../server/testing/outbox'
import { ACCESS_LINK_TTL_DAYS } from '../../src/contract/limits'
import { alice, ASK, bruno, questionInput, signInAs, visitorToken } from './helpers/fixtures'
import { book, bookingInput, freeSlots } from './helpers/slots'
import { errorCode, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

const DAY_MS = 86_400_000
const THREAD = 'query($id: ID!, $t: String) { thread(id: $id, token: $t) { id answers { body } } }'
const MANAGED = 'query($t: String!) { managedMeeting(token: $t) { id email phone status } }'
const CANCEL = 'mutation($t: String!) { cancelMeeting(token: $t) { meeting { id status } fieldErrors { field code message } } }'
const ANSWER = 'mutation($i: AnswerQuestionInput!) { answerQuestion(input: $i) { fieldErrors { code } } }'
const TOKEN_IN_TEXT = /\b(?:tt|mt)_[A-Za-z0-9_-]{43}/

const expiryOf = async (token: string): Promise<Date | undefined> =>
  (
    await api.db
      .select({ expiresAt: accessTokens.expiresAt })
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashSecret(token)))
  )[0]?.expiresAt
const expireLinksOf = (subjectId: string) =>
  api.db
    .update(accessTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(accessTokens.subjectId, subjectId))

/** An SMTP stand-in that records what it was given, and refuses mail to `refuse`. */
const recorder = (refuse: string | null = null) => {
  const sent: OutgoingRow[] = []
  const mailer: Mailer = {
    send(mail) {
      if (mail.toEmail === refuse) return Promise.reject(new Error('SMTP 451 mailbox busy'))
      sent.push(mail)
      return Promise.resolve()
    },
    close: () => undefined,
  }
  return { sent, mailer }
}

describe('finding 4: thread and manage links expire; a delivered email keeps no secret', () => {
  it('a thread link lives 90 days after the last answer; then a stranger gets LINK_EXPIRED, in their language', async () => {
    const session = await visitorToken(api)
    const asked = ok(
      await api.gql<{ askQuestion: { thread: { id: string }; threadToken: string } }>(
        ASK,
        { input: questionInput({ ambassadorId: alice.id, topic: 'Expiring link' }) },
        { token: session },
      ),
    )
    const { thread, threadToken } = asked.askQuestion
    expect(Math.abs((await expiryOf(threadToken))!.getTime() - (Date.now() + ACCESS_LINK_TTL_DAYS * DAY_MS))).toBeLessThan(60_000)
    ok(await api.gql(THREAD, { id: thread.id, t: threadToken }))

    await expireLinksOf(thread.id)
    const stranger = await api.gql(THREAD, { id: thread.id, t: threadToken })
    expect(errorCode(stranger)).toBe('LINK_EXPIRED')
    expect(stranger.errors?.[0]?.message).toContain(`${ACCESS_LINK_TTL_DAYS} days`)
    const french = await api.gql(THREAD, { id: thread.id, t: threadToken }, { headers: { 'accept-language': 'fr' } })
    expect(french.errors?.[0]?.message).toContain(`${ACCESS_LINK_TTL_DAYS} jours`)
    // A link of another thread is still FORBIDDEN, not "expired": expiry says nothing about other threads.
    const other = ok(await api.gql<{ askQuestion: { threadToken: string } }>(ASK, { input: questionInput({ ambassadorId: alice.id, topic: 'Another thread' }) }))
    expect(errorCode(await api.gql(THREAD, { id: thread.id, t: other.askQuestion.threadToken }))).toBe('FORBIDDEN')
    // The browser that asked still reads its conversation.
    expect(ok(await api.gql<{ thread: { id: string } }>(THREAD, { id: thread.id, t: threadToken }, { token: session })).thread.id).toBe(thread.id)

    // An answer is new activity: every link of the thread, the old one included, lives 90 more days.
    const ambassador = await signInAs(api, alice.email)
    const answered = ok(
      await api.gql<{ answerQuestion: { fieldErrors: unknown[] } }>(
        ANSWER,
        { i: { questionId: thread.id, body: 'Near the campus.', idempotencyKey: idempotencyKey() } },
        { token: ambassador },
      ),
    )
    expect(answered.answerQuestion.fieldErrors).toEqual([])
    expect(ok(await api.gql<{ thread: { answers: { body: string }[] } }>(THREAD, { id: thread.id, t: threadToken })).thread.answers).toHaveLength(1)
    expect((await expiryOf(threadToken))!.getTime()).toBeGreaterThan(Date.now() + (ACCESS_LINK_TTL_DAYS - 1) * DAY_MS)
  })

  it('a manage link lives 90 days after the meeting ends; then it opens nothing and cancels nothing', async () => {
    const [slot] = await freeSlots(api, bruno.id)
    const booked = ok(await book(api, bookingInput(bruno.id, slot!.startsAt, { email: 'expiring@example.com' })))
    const { meeting, manageToken } = booked.bookMeeting
    expect((await expiryOf(manageToken!))!.getTime()).toBe(new Date(meeting!.endsAt).getTime() + ACCESS_LINK_TTL_DAYS * DAY_MS)
    expect(ok(await api.gql<{ managedMeeting: { id: string } }>(MANAGED, { t: manageToken })).managedMeeting.id).toBe(meeting!.id)

    await expireLinksOf(meeting!.id)
    const read = await api.gql<{ managedMeeting: unknown }>(MANAGED, { t: manageToken })
    expect(errorCode(read)).toBe('LINK_EXPIRED')
    expect(read.data.managedMeeting).toBeNull()
    expect(JSON.stringify(read)).not.toContain('expiring@example.com')
    const cancel = ok(await api.gql<{ cancelMeeting: { meeting: unknown; fieldErrors: { field: string; code: string; message: string }[] } }>(CANCEL, { t: manageToken }))
    expect(cancel.cancelMeeting.fieldErrors).toEqual([expect.objectContaining({ field: 'token', code: 'LINK_EXPIRED' })])
    expect(cancel.cancelMeeting.fieldErrors[0]?.message).toContain(`${ACCESS_LINK_TTL_DAYS} days`)
    const [row] = await api.db.select({ status: meetings.status }).from(meetings).where(eq(meetings.id, meeting!.id))
    expect(row?.status).toBe('pending')
    // An unknown link is still "not found", not "expired".
    const unknown = `mt_${'A'.repeat(43)}`
    expect(ok(await api.gql<{ managedMeeting: unknown }>(MANAGED, { t: unknown })).managedMeeting).toBeNull()
    expect(ok(await api.gql<{ cancelMeeting: { fieldErrors: { code: string }[] } }>(CANCEL, { t: unknown })).cancelMeeting.fieldErrors[0]?.code).toBe('NOT_FOUND')
  })

  it('a delivered email keeps to, kind, subject and time but no token or code; an undelivered one keeps its body', async () => {
    ok(await api.gql('mutation($e: String!, $k: String!) { requestSignInCode(email: $e, idempotencyKey: $k) { sent } }', { e: bruno.email, k: idempotencyKey() }))
    const code = await latestSignInCode(api.db, bruno.email)
    const slots = await freeSlots(api, alice.id)
    ok(await book(api, bookingInput(alice.id, slots[0]!.startsAt, { email: 'delivered@example.com' })))
    ok(await book(api, bookingInput(alice.id, slots[1]!.startsAt, { email: 'undelivered@example.com' })))
    const waiting = await latestManageToken(api.db, 'undelivered@example.com')

    const smtp = recorder('undelivered@example.com')
    await deliverDue(api.db, smtp.mailer, 1000)
    // What left carried the secrets…
    expect(smtp.sent.find((m) => m.kind === 'sign_in_code' && m.toEmail === bruno.email)?.bodyText).toContain(code)
    expect(smtp.sent.find((m) => m.toEmail === 'delivered@example.com' && m.kind === 'meeting_booked_visitor')?.bodyText).toMatch(TOKEN_IN_TEXT)
    expect(smtp.sent.some((m) => m.kind === 'question_confirmation' && TOKEN_IN_TEXT.test(m.bodyText))).toBe(true)
    // …the outbox keeps none of them.
    const sent = await api.db.select().from(notifications).where(eq(notifications.status, 'sent'))
    expect(sent.length).toBe(smtp.sent.length)
    for (const row of sent) {
      // The calendar file too (issue 32): its description held the manage link, folded over two lines.
      expect(`${row.subject}\n${row.bodyText}\n${(row.icsContent ?? '').replace(/\r?\n[ \t]/g, '')}`, `${row.kind} to ${row.toEmail}`).not.toMatch(TOKEN_IN_TEXT)
      expect(row.sentAt).not.toBeNull()
    }
    const signIn = await latestMail(api.db, bruno.email, 'sign_in_code')
    expect(signIn).toMatchObject({ status: 'sent', toEmail: bruno.email, subject: expect.stringContaining('[redacted]') as string })
    expect(`${signIn!.subject} ${signIn!.bodyText}`).not.toContain(code)
    expect(signIn!.bodyText).toMatch(/^Your sign-in code is \[redacted\]\. It is valid for 10 minutes\./)
    const visitorMail = await latestMail(api.db, 'delivered@example.com', 'meeting_booked_visitor')
    expect(visitorMail?.bodyText).toContain('/meet?manage=[redacted]')
    expect(visitorMail?.icsContent).toContain('BEGIN:VCALENDAR')
    expect(visitorMail?.icsContent).toContain('/meet?manage=[redacted]')

    // Not delivered yet: the row still holds its link, and the link still works.
    const pending = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.toEmail, 'undelivered@example.com'), eq(notifications.kind, 'meeting_booked_visitor')))
    expect(pending[0]).toMatchObject({ status: 'pending', lastError: 'SMTP 451 mailbox busy' })
    expect(pending[0]?.bodyText).toContain(`manage=${waiting}`)
    expect(ok(await api.gql<{ managedMeeting: { id: string } | null }>(MANAGED, { t: waiting })).managedMeeting).not.toBeNull()
  })
})
