/**
 * Issue 33, item 1 (decision 144): every question is confirmed by e-mail at
 * once, with the private link and the organization's typical answer time;
 * answers reach the visitor by e-mail unless the thread page's read receipt
 * — the visitor's own, not any open stream — says they were read; a
 * conversation's unread answers go in one mail, at most one per 10 minutes.
 * The job runs with a moved clock, as the follow-up mails' tests do.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VISITOR_MAIL_GRACE_SECONDS, VISITOR_MAIL_WINDOW_MINUTES, QUESTION_OVERDUE_HOURS, TYPICAL_ANSWER_TIME_DAYS } from '../../src/contract/limits'
import { sendDueVisitorMails } from '../../server/conversations/visitor-mails'
import { queryRows } from '../../server/db/client'
import { answers, notifications, organizations } from '../../server/db/schema'
import { typicalAnswerHours } from '../../server/questions/typical-answer-time'
import { latestMail } from '../../server/testing/outbox'
import { answer, askTo, readThread } from './helpers/conversations'
import type { Asked } from './helpers/conversations'
import { ASK, alice, questionInput, signInAs, visitorToken } from './helpers/fixtures'
import { DEMO_ORG_SLUG } from '../../server/demo/seed-fixtures'
import { openedSubscriptions, THREAD_UPDATED } from './helpers/live'
import { errorCode, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let aliceToken = ''
let orgId = ''
const subscriptions = openedSubscriptions()
beforeAll(async () => {
  api = await startTestApi()
  aliceToken = await signInAs(api, alice.email)
  const [org] = await api.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, DEMO_ORG_SLUG))
  orgId = org?.id ?? ''
})
afterAll(async () => {
  subscriptions.closeAll()
  await api?.close()
})

const READ = `mutation($id: ID!, $t: String, $upTo: ID!) { markThreadRead(threadId: $id, token: $t, upTo: $upTo) { marked fieldErrors { field code } } }`
type Read = { markThreadRead: { marked: number; fieldErrors: { field: string; code: string }[] } }

const SECOND = 1000
const MINUTE = 60 * SECOND
const GRACE = VISITOR_MAIL_GRACE_SECONDS * SECOND
const WINDOW = VISITOR_MAIL_WINDOW_MINUTES * MINUTE

/** The answers e-mailed to `to`, oldest first. */
const answerMails = (to: string) =>
  api.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.toEmail, to), eq(notifications.kind, 'question_answered')))
    .orderBy(notifications.id)

/** The conversation's newest message (what a page displaying it all reads up to). */
const newestMessage = async (q: Asked): Promise<string> => (await readThread(api, q.id, q.token)).messages.at(-1)?.id ?? ''

/**
 * When the latest answer of the conversation was written, in milliseconds rounded up (the database keeps
 * microseconds: rounding down would put the job a fraction before the grace ends): the clock the job is moved against.
 */
async function lastAnswerAt(questionId: string): Promise<number> {
  const [row] = await queryRows<{ ms: number }>(api.db, sql`select ceil(extract(epoch from max(created_at)) * 1000)::float8 as ms from answers where question_id = ${questionId}`)
  return Number(row?.ms)
}

/** Moves the conversation's answer `body` to `at` (answers spread over minutes without waiting them out). */
async function answeredAt(questionId: string, body: string, at: number): Promise<void> {
  await api.db.execute(sql`update answers set created_at = ${new Date(at).toISOString()}::timestamptz where question_id = ${questionId} and body = ${body}`)
}

const runJob = (at: number): Promise<number> => sendDueVisitorMails(api.db, new Date(at), api.env.publicUrl)

describe('the confirmation e-mail', () => {
  it('is written with the question: the topic and body, the private link that opens the thread, and the typical answer time', async () => {
    const q = await askTo(api, alice.id, { email: 'Confirm.Me@example.com', topic: 'Scholarships', body: 'Which scholarships can first-year students apply for?' })
    const mail = await latestMail(api.db, 'confirm.me@example.com', 'question_confirmation')
    expect(mail?.subject).toBe('We received your question: Scholarships')
    const hours = await typicalAnswerHours(api.db, orgId, new Date())
    expect(mail?.bodyText).toContain(`Your question was sent to ${alice.firstName}.`)
    expect(mail?.bodyText).toContain('Scholarships\nWhich scholarships can first-year students apply for?')
    expect(mail?.bodyText).toContain(`ambassadors usually answer ${hours === 1 ? 'within an hour' : `within ${hours} hours`}`)
    const link = /http:\/\/portal\.test\/question\?thread=([^&\s]+)&token=([^&\s]+)/.exec(mail?.bodyText ?? '')
    expect(decodeURIComponent(link?.[1] ?? '')).toBe(q.id)
    // The link alone (no session) opens the conversation.
    const opened = await readThread(api, q.id, decodeURIComponent(link?.[2] ?? ''))
    expect(opened.messages.map((m) => m.body)).toEqual(['Which scholarships can first-year students apply for?'])
  })

  it("is in the visitor's language", async () => {
    await askTo(api, alice.id, { email: 'confirme@example.com', topic: 'Logement', body: 'Où vivent les étudiants de première année ?', locale: 'fr' })
    const mail = await latestMail(api.db, 'confirme@example.com', 'question_confirmation')
    expect(mail?.subject).toBe('Nous avons bien reçu votre question : Logement')
    expect(mail?.bodyText).toContain(`Votre question a bien été envoyée à ${alice.firstName}.`)
    expect(mail?.bodyText).toMatch(/les ambassadeurs répondent généralement en moins (de \d+ heures|d'une heure)/)
    expect(mail?.bodyText).toMatch(/http:\/\/portal\.test\/fr\/question\?thread=/)
  })

  it("promises the organization's median time to a first answer over the recent window, and the stated default without enough answers", async () => {
    const now = new Date()
    const rows = await queryRows<{ minutes: number }>(
      api.db,
      sql`select extract(epoch from answered_at - created_at) / 60 as minutes from questions
          where org_id = ${orgId} and answered_at is not null and answered_at >= now() - make_interval(days => ${TYPICAL_ANSWER_TIME_DAYS})`,
    )
    const sorted = rows.map((r) => Number(r.minutes)).sort((a, b) => a - b)
    expect(sorted.length).toBeGreaterThanOrEqual(5)
    const mid = Math.floor(sorted.length / 2)
    const median = sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
    expect(await typicalAnswerHours(api.db, orgId, now)).toBe(Math.max(1, Math.ceil(median / 60)))
    // An organization without answers yet (any id that has none).
    expect(await typicalAnswerHours(api.db, '00000000-0000-4000-8000-000000000000', now)).toBe(QUESTION_OVERDUE_HOURS)
  })
})

describe('the read receipt', () => {
  it('an answer the visitor read on the thread page is never e-mailed', async () => {
    const q = await askTo(api, alice.id, { email: 'reads@example.com' })
    await answer(api, aliceToken, q.id, 'The residences are next to the library.')
    const read = ok(await api.gql<Read>(READ, { id: q.id, t: q.token, upTo: await newestMessage(q) })).markThreadRead
    expect(read).toEqual({ marked: 1, fieldErrors: [] })
    // A page sending it again changes nothing.
    expect(ok(await api.gql<Read>(READ, { id: q.id, t: q.token, upTo: await newestMessage(q) })).markThreadRead.marked).toBe(0)
    await runJob((await lastAnswerAt(q.id)) + WINDOW + GRACE)
    expect(await answerMails('reads@example.com')).toEqual([])
  })

  it('reads only up to the message displayed: a later answer is still e-mailed', async () => {
    const q = await askTo(api, alice.id, { email: 'reads.half@example.com' })
    await answer(api, aliceToken, q.id, 'First: the residences.')
    const displayed = await newestMessage(q)
    await answer(api, aliceToken, q.id, 'Second: the prices.')
    expect(ok(await api.gql<Read>(READ, { id: q.id, t: q.token, upTo: displayed })).markThreadRead.marked).toBe(1)
    await runJob((await lastAnswerAt(q.id)) + GRACE)
    const mails = await answerMails('reads.half@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.bodyText).toContain('Second: the prices.')
    expect(mails[0]?.bodyText).not.toContain('First: the residences.')
  })

  it('an open live stream without a receipt is not reading: the answer is e-mailed after the grace', async () => {
    const q = await askTo(api, alice.id, { email: 'streams@example.com' })
    const thread = await subscriptions.open(api.endpoint, THREAD_UPDATED, { id: q.id, token: q.token })
    await answer(api, aliceToken, q.id, 'Buses run every 20 minutes.')
    expect((await thread.next<{ threadUpdated: { kind: string } }>()).data?.threadUpdated.kind).toBe('ANSWERED')
    const at = await lastAnswerAt(q.id)
    // Within the grace an open page's receipt may still arrive: nothing yet.
    expect(await runJob(at + GRACE - SECOND)).toBe(0)
    expect(await answerMails('streams@example.com')).toEqual([])
    await runJob(at + GRACE)
    const mails = await answerMails('streams@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe(`${alice.firstName} answered your question`)
    expect(mails[0]?.bodyText).toContain('Buses run every 20 minutes.')
    expect(mails[0]?.bodyText).toMatch(new RegExp(`Read the conversation: http://portal\\.test/question\\?thread=${q.id}&token=tt_`))
  })

  it("a receipt from anyone but the visitor is refused and spares no mail: another thread's link, another session, the ambassador", async () => {
    const session = await visitorToken(api)
    const asked = ok(
      await api.gql<{ askQuestion: { thread: { id: string }; threadToken: string } }>(
        ASK,
        { input: questionInput({ ambassadorId: alice.id, email: 'refused@example.com' }) },
        { token: session },
      ),
    ).askQuestion
    const q: Asked = { id: asked.thread.id, token: asked.threadToken }
    const other = await askTo(api, alice.id, { email: 'other.visitor@example.com' })
    await answer(api, aliceToken, q.id, 'The campus opens at seven.')
    const upTo = await newestMessage(q)
    expect(errorCode(await api.gql<Read>(READ, { id: q.id, t: other.token, upTo }))).toBe('FORBIDDEN')
    expect(errorCode(await api.gql<Read>(READ, { id: q.id, t: null, upTo }, { token: await visitorToken(api) }))).toBe('FORBIDDEN')
    expect(errorCode(await api.gql<Read>(READ, { id: q.id, t: null, upTo }))).toBe('FORBIDDEN')
    expect(errorCode(await api.gql<Read>(READ, { id: q.id, t: q.token, upTo }, { token: aliceToken }))).toBe('FORBIDDEN')
    // A message of another conversation is not one this page displayed.
    const elsewhere = (await readThread(api, other.id, other.token)).messages[0]?.id
    expect(ok(await api.gql<Read>(READ, { id: q.id, t: q.token, upTo: elsewhere })).markThreadRead).toEqual({ marked: 0, fieldErrors: [{ field: 'upTo', code: 'NOT_FOUND' }] })
    const [row] = await api.db.select({ readAt: answers.visitorReadAt }).from(answers).where(eq(answers.questionId, q.id))
    expect(row?.readAt).toBeNull()
    await runJob((await lastAnswerAt(q.id)) + GRACE)
    expect(await answerMails('refused@example.com')).toHaveLength(1)

    // The visitor session that asked reads without the link: both answers are read now (the first was mailed, not read).
    await answer(api, aliceToken, q.id, 'And closes at ten.')
    expect(ok(await api.gql<Read>(READ, { id: q.id, t: null, upTo: await newestMessage(q) }, { token: session })).markThreadRead.marked).toBe(2)
    await runJob((await lastAnswerAt(q.id)) + WINDOW + GRACE)
    expect(await answerMails('refused@example.com')).toHaveLength(1)
  })
})

describe('grouping', () => {
  it('a burst of answers within the grace is one e-mail quoting them all, oldest first', async () => {
    const q = await askTo(api, alice.id, { email: 'burst@example.com', locale: 'fr' })
    for (const body of ['Premier message.', 'Deuxième message.', 'Troisième message.']) await answer(api, aliceToken, q.id, body)
    const first = await lastAnswerAt(q.id)
    expect(await runJob(first + GRACE)).toBeGreaterThanOrEqual(1)
    const mails = await answerMails('burst@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe(`${alice.firstName} a répondu à votre question (3 nouveaux messages)`)
    expect(mails[0]?.bodyText).toMatch(/Premier message\.[\s\S]*Deuxième message\.[\s\S]*Troisième message\./)
    expect(mails[0]?.bodyText).toMatch(/Lire la conversation : http:\/\/portal\.test\/fr\/question\?thread=/)
  })

  it('three answers within 10 minutes of a mail are one e-mail; a later one after the window is a second', async () => {
    const q = await askTo(api, alice.id, { email: 'grouped@example.com' })
    await answer(api, aliceToken, q.id, 'Opening answer.')
    const t0 = await lastAnswerAt(q.id)
    await runJob(t0 + GRACE)
    expect(await answerMails('grouped@example.com')).toHaveLength(1)
    const mailedAt = t0 + GRACE

    // Three more answers over the next ten minutes, the job ticking every minute: nothing until the window has passed.
    const spread = [2, 5, 9].map((m) => mailedAt + m * MINUTE)
    for (const [i, at] of spread.entries()) {
      await answer(api, aliceToken, q.id, `Answer ${i + 1} of the burst.`)
      await answeredAt(q.id, `Answer ${i + 1} of the burst.`, at)
    }
    for (let tick = mailedAt + MINUTE; tick < mailedAt + WINDOW; tick += MINUTE) await runJob(tick)
    expect(await answerMails('grouped@example.com')).toHaveLength(1)
    await runJob(mailedAt + WINDOW)
    const mails = await answerMails('grouped@example.com')
    expect(mails).toHaveLength(2)
    expect(mails[1]?.subject).toBe(`${alice.firstName} answered your question (3 new messages)`)
    expect(mails[1]?.bodyText).toMatch(/Answer 1 of the burst\.[\s\S]*Answer 2 of the burst\.[\s\S]*Answer 3 of the burst\./)
    expect(mails[1]?.bodyText).not.toContain('Opening answer.')

    // Much later, one more answer: its own mail once the grace has passed, and never again.
    const later = mailedAt + 3 * WINDOW
    await answer(api, aliceToken, q.id, 'A late addition.')
    await answeredAt(q.id, 'A late addition.', later)
    await runJob(later + GRACE)
    await runJob(later + 2 * WINDOW)
    const all = await answerMails('grouped@example.com')
    expect(all).toHaveLength(3)
    expect(all[2]?.bodyText).toContain('A late addition.')
    expect(all[2]?.bodyText).not.toContain('Answer 1 of the burst.')
  })
})
