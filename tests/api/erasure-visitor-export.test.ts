/**
 * Issue 17, a visitor's erasure and the right of access. After eraseVisitor
 * the address, names and phone are in no table (every table read): the
 * published Q&A keeps its text with no asker, the rest goes; the future
 * meeting is cancelled and its ambassador told. exportPersonData returns the
 * person's own rows and nobody else's.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, meetings, notifications, questions } from '../../server/db/schema'
import { sendDueReminders } from '../../server/nudges/reminders'
import { latestJoinConfirmToken } from '../../server/testing/outbox'
import { alice, ASK, bruno, OWNER_EMAIL, questionInput, signInAs, signInAsStaff } from './helpers/fixtures'
import { scanEveryTable } from './helpers/every-table'
import { book, bookingInput, freeSlots } from './helpers/slots'
import { errorCode, idempotencyKey, ok, startTestApi, type TestApi } from './helpers/test-api'

const OTTOLINE = { email: 'ottoline.fw@example.com', firstName: 'Ottoline', lastName: 'Fairweather', phone: '+1 514 555 0199', storedPhone: '+15145550199' }
const PERPETUA = { email: 'perpetua.h@example.com', firstName: 'Perpetua', lastName: 'Hollingsworth', phone: '+44 20 7946 0321', storedPhone: '+442079460321' }
const BARNABY = { email: 'barnaby.q@example.com', firstName: 'Barnaby' }
const ANSWER = 'mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { fieldErrors { code } } }'
const JOIN = 'mutation($input: JoinCommunityInput!) { joinCommunity(input: $input) { fieldErrors { code } } }'
const ERASE = 'mutation($e: String!) { eraseVisitor(email: $e) { erased fieldErrors { field code } } }'
const EXPORT = 'mutation($e: String!) { exportPersonData(email: $e) { email json } }'

let api: TestApi
let owner = ''
const tokens = { alice: '', bruno: '' }
const ids = { published: '', unpublished: '', meeting: '' }

const ask = async (ambassadorId: string, who: { email: string; firstName: string }, topic: string): Promise<string> =>
  ok(await api.gql<{ askQuestion: { thread: { id: string } } }>(ASK, { input: questionInput({ ambassadorId, firstName: who.firstName, email: who.email, topic }) })).askQuestion
    .thread.id
const answer = async (token: string, questionId: string, body: string, publish: boolean) =>
  ok(await api.gql(ANSWER, { input: { questionId, body, publish, idempotencyKey: idempotencyKey() } }, { token }))
const bookWith = async (ambassadorId: string, who: typeof OTTOLINE, message: string): Promise<string> => {
  const [slot] = await freeSlots(api, ambassadorId)
  const input = bookingInput(ambassadorId, slot?.startsAt ?? '', { type: 'PHONE', firstName: who.firstName, lastName: who.lastName, email: who.email, phone: who.phone, message })
  return ok(await book(api, input)).bookMeeting.meeting?.id ?? ''
}
async function joinGroup(slug: string, email: string, confirm: boolean): Promise<void> {
  const { community } = ok(await api.gql<{ community: { id: string } }>('query($s: String) { community(slug: $s) { id } }', { s: slug }))
  ok(await api.gql(JOIN, { input: { communityId: community.id, email, consent: true, idempotencyKey: idempotencyKey() } }))
  if (confirm) ok(await api.gql('mutation($t: String!) { confirmCommunityJoin(token: $t) { community { slug } } }', { t: await latestJoinConfirmToken(api.db, email) }))
}

beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
  tokens.alice = await signInAs(api, alice.email)
  tokens.bruno = await signInAs(api, bruno.email)
  ids.published = await ask(bruno.id, OTTOLINE, 'Winter clothes')
  await answer(tokens.bruno, ids.published, 'Buy a good coat locally, it is cheaper.', true)
  ids.unpublished = await ask(alice.id, OTTOLINE, 'Night buses')
  // Issue 18: a day unanswered, so Alice is reminded of it, the mail naming Ottoline.
  await api.db
    .update(questions)
    .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
    .where(eq(questions.id, ids.unpublished))
  await sendDueReminders(api.db, new Date(), api.env.publicUrl)
  const reminders = await api.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.toEmail, alice.email), eq(notifications.kind, 'question_reminder')))
  expect(reminders.map((m) => m.subject)).toContain(`${OTTOLINE.firstName} is waiting for your answer`)
  ids.meeting = await bookWith(bruno.id, OTTOLINE, 'Looking forward to our chat')
  await joinGroup('entrepreneurs', OTTOLINE.email, true)
  await joinGroup('campus-life', OTTOLINE.email, false)
})
afterAll(async () => {
  await api?.close()
})

describe('eraseVisitor', () => {
  // The phone as stored (normalised), which is what a table holds.
  const needles = [OTTOLINE.email, OTTOLINE.firstName, OTTOLINE.lastName, OTTOLINE.storedPhone, OTTOLINE.phone]

  it('leaves the address, names and phone in no table; mails to the ambassadors about others stay', async () => {
    expect((await scanEveryTable(api.db, needles)).found.length).toBeGreaterThan(0)
    const brunoMailsBefore = await api.db.select().from(notifications).where(eq(notifications.toEmail, bruno.email))
    const unrelated = brunoMailsBefore.filter((m) => !needles.some((n) => `${m.subject} ${m.bodyText} ${m.icsContent ?? ''}`.includes(n))).map((m) => m.id)
    expect(ok(await api.gql<{ eraseVisitor: unknown }>(ERASE, { e: ' Ottoline.FW@example.com ' }, { token: owner })).eraseVisitor).toEqual({ erased: true, fieldErrors: [] })
    expect((await scanEveryTable(api.db, needles)).found).toEqual([])
    const brunoMailsAfter = (await api.db.select().from(notifications).where(eq(notifications.toEmail, bruno.email))).map((m) => m.id)
    expect(brunoMailsAfter).toEqual(expect.arrayContaining(unrelated))
  })

  it('keeps the published Q&A text with no asker, and removes the unpublished question', async () => {
    const [kept] = await api.db.select().from(questions).where(eq(questions.id, ids.published))
    expect(kept).toMatchObject({ topic: 'Winter clothes', firstName: '', email: '', visitorSessionId: null, published: true })
    const nodes = ok(
      await api.gql<{ publishedQuestions: { nodes: { id: string }[] } }>('query($a: ID) { publishedQuestions(ambassadorId: $a, first: 50) { nodes { id } } }', { a: bruno.id }),
    ).publishedQuestions.nodes
    expect(nodes.map((n) => n.id)).toContain(ids.published)
    expect(await api.db.select().from(questions).where(eq(questions.id, ids.unpublished))).toEqual([])
  })

  it('cancels the future meeting, blanks it, and queues its ambassador a cancellation', async () => {
    const [meeting] = await api.db.select().from(meetings).where(eq(meetings.id, ids.meeting))
    expect(meeting).toMatchObject({ status: 'cancelled', cancelledBy: 'visitor', firstName: '', lastName: '', email: '', phone: '', message: '' })
    const [mail] = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.toEmail, bruno.email), eq(notifications.kind, 'meeting_cancelled_ambassador')))
    expect(mail).toMatchObject({ status: 'pending', bodyText: expect.stringContaining('is cancelled') as unknown })
  })

  it('records visitor.erase with counts and without the address', async () => {
    const [entry] = await api.db.select().from(auditEntries).where(eq(auditEntries.kind, 'visitor.erase'))
    expect(entry).toMatchObject({ actorEmail: OWNER_EMAIL, target: null })
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ questionsAnonymised: 1, questionsDeleted: 1, meetingsCancelled: 1, joins: 1, joinRequests: 2 })
  })

  it('says erased: false for an address with nothing stored, and refuses a malformed one', async () => {
    expect(ok(await api.gql<{ eraseVisitor: unknown }>(ERASE, { e: 'nobody-here@example.com' }, { token: owner })).eraseVisitor).toEqual({ erased: false, fieldErrors: [] })
    const bad = ok(await api.gql<{ eraseVisitor: { erased: boolean; fieldErrors: { field: string }[] } }>(ERASE, { e: 'not an address' }, { token: owner })).eraseVisitor
    expect(bad.fieldErrors.map((e) => e.field)).toEqual(['email'])
  })
})

describe('exportPersonData', () => {
  const emailsIn = (json: string): string[] => [...new Set(json.match(/[\w.+-]+@[\w.-]+\.\w+/g) ?? [])]

  beforeAll(async () => {
    const asked = await ask(alice.id, PERPETUA, 'Library hours')
    await answer(tokens.alice, asked, 'The main library opens until midnight.', false)
    await ask(alice.id, BARNABY, 'Gym access')
    await bookWith(bruno.id, PERPETUA, 'Questions about the business school')
    await joinGroup('francophone', PERPETUA.email, true)
  })

  it("gives a visitor their questions with the answers, meetings, joins and mails, and no one else's data", async () => {
    const result = ok(await api.gql<{ exportPersonData: { email: string; json: string } }>(EXPORT, { e: PERPETUA.email }, { token: owner })).exportPersonData
    expect(result.email).toBe(PERPETUA.email)
    const doc = JSON.parse(result.json) as Record<string, unknown>
    expect(doc).toMatchObject({
      email: PERPETUA.email,
      ambassador: null,
      questions: [{ topic: 'Library hours', firstName: PERPETUA.firstName, answers: [{ body: 'The main library opens until midnight.' }] }],
      meetings: [{ firstName: PERPETUA.firstName, lastName: PERPETUA.lastName, phone: PERPETUA.storedPhone, message: 'Questions about the business school' }],
      communityJoins: [{ community: 'francophone', confirmed: true }],
    })
    expect((doc.notifications as { kind: string }[]).map((n) => n.kind)).toEqual(
      expect.arrayContaining(['question_confirmation', 'meeting_booked_visitor', 'community_join_confirm']),
    )
    expect(emailsIn(result.json)).toEqual([PERPETUA.email])
    for (const other of [BARNABY.firstName, alice.lastName, bruno.lastName]) expect(result.json).not.toContain(other)
  })

  it("gives an ambassador their profile, answers and meetings, and no visitor's data", async () => {
    const { json } = ok(await api.gql<{ exportPersonData: { json: string } }>(EXPORT, { e: alice.email }, { token: owner })).exportPersonData
    const doc = JSON.parse(json) as { ambassador: { email: string; lastName: string; answers: { body: string }[]; meetings: unknown[] } | null }
    expect(doc.ambassador).toMatchObject({ email: alice.email, lastName: alice.lastName })
    expect(doc.ambassador?.answers.map((a) => a.body)).toContain('The main library opens until midnight.')
    expect(emailsIn(json)).toEqual([alice.email])
    for (const other of [PERPETUA.firstName, BARNABY.firstName, 'Library hours']) expect(json).not.toContain(other)
  })

  it('records person.export without the address; a malformed address is BAD_USER_INPUT', async () => {
    const entries = await api.db.select().from(auditEntries).where(eq(auditEntries.kind, 'person.export'))
    expect(entries).toHaveLength(2)
    for (const e of entries) expect(JSON.stringify(e)).not.toMatch(/perpetua|ambassador1@/)
    expect(errorCode(await api.gql(EXPORT, { e: 'nope' }, { token: owner }))).toBe('BAD_USER_INPUT')
  })
})
