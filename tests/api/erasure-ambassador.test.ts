/**
 * Issue 17, erasure of an ambassador: afterwards their e-mail and names are
 * in no table (every table read, the audit log included); the Q&A they
 * published stay, by a "former ambassador"; their future meeting is cancelled
 * and the visitor's notice queued; their open question closed with a notice.
 */
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ambassadorInvitations,
  ambassadorPhotos,
  ambassadors,
  auditEntries,
  availabilityWindows,
  communities,
  communityMembers,
  meetings,
  notifications,
  organizations,
  questions,
  rateLimits,
  signInCodes,
} from '../../server/db/schema'
import { DIGEST_HOUR_UTC, sendDueDigests } from '../../server/nudges/digest'
import { sendDueReminders } from '../../server/nudges/reminders'
import { hashSecret } from '../../server/security/tokens'
import { accountKey } from '../../server/sessions/sign-in-guard'
import { ASK, OWNER_EMAIL, questionInput, signInAs, signInAsStaff, visitorToken } from './helpers/fixtures'
import { scanEveryTable, schemaTableNames } from './helpers/every-table'
import { book, bookingInput, freeSlots } from './helpers/slots'
import { errorCode, idempotencyKey, ok, startTestApi, type TestApi } from './helpers/test-api'

const PERSON = { email: 'ysolde.quarrington@demo.test', firstName: 'Ysolde', lastName: 'Quarrington' }
const VISITOR = { email: 'wendeline@example.com', firstName: 'Wendeline' }
const OTHER_VISITOR = 'tobias.open@example.com'
const ERASE = 'mutation($id: ID!) { eraseAmbassador(ambassadorId: $id) { erased fieldErrors { field code } } }'
const ANSWER = 'mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { fieldErrors { code } } }'

let api: TestApi
let owner = ''
let orgId = ''
let ambassadorId = ''
let ambassadorToken = ''
let groupId = ''
const ids = { published: '', open: '', meeting: '', threadToken: '' }

/** A fresh ambassador with everything that can hold their data: availability, group, photo, invitation, sessions, codes. */
async function createAmbassador(): Promise<void> {
  const [org] = await api.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'demo'))
  orgId = org?.id ?? ''
  const [row] = await api.db
    .insert(ambassadors)
    .values({
      orgId,
      ...PERSON,
      headline: 'Chemistry in Lyon',
      bioEn: `I am ${PERSON.firstName}.`,
      fieldKey: 'engineering',
      studyLevel: 'MASTER',
      languages: ['en', 'fr'],
      country: 'FR',
      city: 'Lyon',
      latitude: 45.76,
      longitude: 4.84,
      timeZone: 'UTC',
      searchText: 'ysolde quarrington',
    })
    .returning({ id: ambassadors.id })
  ambassadorId = row?.id ?? ''
  await api.db.insert(availabilityWindows).values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ ambassadorId, weekday, startMinute: 0, endMinute: 1439 })))
  const [group] = await api.db.select({ id: communities.id }).from(communities).where(eq(communities.orgId, orgId)).limit(1)
  groupId = group?.id ?? ''
  await api.db.insert(communityMembers).values({ communityId: groupId, ambassadorId })
  await api.db.insert(ambassadorPhotos).values({ ambassadorId, hash: 'photo-hash-1', size: 96, image: Buffer.from('webp'), bytes: 4 })
  await api.db
    .insert(ambassadorInvitations)
    .values({ tokenHash: hashSecret('invite-ysolde'), orgId, ambassadorId, invitedBy: OWNER_EMAIL, expiresAt: new Date(Date.now() + 86_400_000) })
  ambassadorToken = await signInAs(api, PERSON.email)
}

async function visitorsDealWithThem(): Promise<void> {
  const visitor = await visitorToken(api)
  const asked = ok(
    await api.gql<{ askQuestion: { thread: { id: string }; threadToken: string } }>(
      ASK,
      { input: questionInput({ ambassadorId, firstName: VISITOR.firstName, email: VISITOR.email }) },
      { token: visitor },
    ),
  ).askQuestion
  ids.published = asked.thread.id
  ids.threadToken = asked.threadToken
  const answered = ok(
    await api.gql<{ answerQuestion: { fieldErrors: unknown[] } }>(
      ANSWER,
      { input: { questionId: ids.published, body: 'Most live in the residences by the river.', publish: true, idempotencyKey: idempotencyKey() } },
      { token: ambassadorToken },
    ),
  )
  expect(answered.answerQuestion.fieldErrors).toEqual([])
  ids.open = ok(
    await api.gql<{ askQuestion: { thread: { id: string } } }>(ASK, { input: questionInput({ ambassadorId, firstName: 'Tobias', email: OTHER_VISITOR, topic: 'Sports' }) }),
  ).askQuestion.thread.id
  const [slot] = await freeSlots(api, ambassadorId)
  const booked = ok(await book(api, bookingInput(ambassadorId, slot?.startsAt ?? '', { firstName: VISITOR.firstName, lastName: 'Ashgrove', email: VISITOR.email }))).bookMeeting
  ids.meeting = booked.meeting?.id ?? ''
}

/** Issue 18: a Q&A not approved, with a reason naming them; a reminder to them and a staff digest naming them. */
async function nudgesAboutThem(): Promise<void> {
  await api.db.update(organizations).set({ requirePublicationApproval: true }).where(eq(organizations.id, orgId))
  const asked = ok(
    await api.gql<{ askQuestion: { thread: { id: string } } }>(ASK, { input: questionInput({ ambassadorId, firstName: 'Tobias', email: OTHER_VISITOR, topic: 'Labs' }) }),
  )
  const id = asked.askQuestion.thread.id
  ok(await api.gql(ANSWER, { input: { questionId: id, body: 'The labs open at eight.', publish: true, idempotencyKey: idempotencyKey() } }, { token: ambassadorToken }))
  const rejected = ok(
    await api.gql<{ rejectPublication: { fieldErrors: unknown[] } }>(
      'mutation($q: ID!, $r: String) { rejectPublication(questionId: $q, reason: $r) { fieldErrors { code } } }',
      { q: id, r: `Ask ${PERSON.firstName} ${PERSON.lastName} to name the lab.` },
      { token: owner },
    ),
  )
  expect(rejected.rejectPublication.fieldErrors).toEqual([])
  await api.db.update(organizations).set({ requirePublicationApproval: false }).where(eq(organizations.id, orgId))
  // Their open question, asked three days ago: a reminder to them, a digest naming them to staff.
  await api.db
    .update(questions)
    .set({ createdAt: new Date(Date.now() - 72 * 3_600_000) })
    .where(eq(questions.id, ids.open))
  const now = new Date()
  const digestTime = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, DIGEST_HOUR_UTC + 1))
  expect(await sendDueReminders(api.db, now, api.env.publicUrl)).toBeGreaterThan(0)
  expect(await sendDueDigests(api.db, digestTime, api.env.publicUrl)).toBeGreaterThan(0)
  const [digest] = await api.db.select().from(notifications).where(eq(notifications.kind, 'staff_digest'))
  expect(digest?.bodyText).toContain(`${PERSON.firstName} ${PERSON.lastName}: 1`)
}

beforeAll(async () => {
  api = await startTestApi()
  owner = await signInAsStaff(api, OWNER_EMAIL)
  await createAmbassador()
  await visitorsDealWithThem()
  await nudgesAboutThem()
})
afterAll(async () => {
  await api?.close()
})

describe('eraseAmbassador', () => {
  it('reads every table of the schema, and finds the ambassador in several before the erasure', async () => {
    const { tables, found } = await scanEveryTable(api.db, [PERSON.email, PERSON.firstName, PERSON.lastName])
    expect(tables).toEqual(expect.arrayContaining(schemaTableNames()))
    expect(new Set(found.map((f) => f.table))).toEqual(new Set(['"public"."ambassadors"', '"public"."notifications"', '"public"."publication_reviews"']))
  })

  it('leaves their e-mail and names in no table, the audit log included', async () => {
    expect(ok(await api.gql<{ eraseAmbassador: unknown }>(ERASE, { id: ambassadorId }, { token: owner })).eraseAmbassador).toEqual({ erased: true, fieldErrors: [] })
    const { found } = await scanEveryTable(api.db, [PERSON.email, PERSON.firstName, PERSON.lastName])
    expect(found).toEqual([])
    // Keyed by hashes, so no text search finds them: checked by key.
    expect(
      await api.db
        .select()
        .from(signInCodes)
        .where(eq(signInCodes.accountKey, accountKey(orgId, PERSON.email))),
    ).toEqual([])
    expect(
      await api.db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `%${accountKey(orgId, PERSON.email)}%`)),
    ).toEqual([])
    for (const table of [availabilityWindows, ambassadorPhotos]) expect(await api.db.select().from(table).where(eq(table.ambassadorId, ambassadorId))).toEqual([])
    const [row] = await api.db.select().from(ambassadors).where(eq(ambassadors.id, ambassadorId))
    expect(row).toMatchObject({ email: `erased+${ambassadorId}@invalid`, status: 'inactive', active: false, photoUrl: null, city: '', bioEn: '', headline: '' })
  })

  it('signs them out for good', async () => {
    expect(errorCode(await api.gql('{ me { email } }', {}, { token: ambassadorToken }))).toBe('UNAUTHENTICATED')
  })

  it('keeps the published Q&A, by a former ambassador, and the visitor keeps the thread', async () => {
    const published = ok(
      await api.gql<{ publishedQuestions: { nodes: { id: string; answers: { body: string }[]; ambassador: { former: boolean; firstName: string; lastInitial: string } }[] } }>(
        'query($a: ID) { publishedQuestions(ambassadorId: $a) { nodes { id answers { body } ambassador { former firstName lastInitial } } } }',
        { a: ambassadorId },
      ),
    ).publishedQuestions.nodes
    expect(published).toEqual([
      { id: ids.published, answers: [{ body: 'Most live in the residences by the river.' }], ambassador: { former: true, firstName: '', lastInitial: '' } },
    ])
    // Still in their group's Q&A, no longer among its faces.
    const community = ok(
      await api.gql<{ community: { ambassadors: { id: string }[]; publishedQuestions: { id: string; ambassador: { former: boolean } }[] } }>(
        'query($id: ID) { community(id: $id) { ambassadors(first: 100) { id } publishedQuestions(first: 50) { id ambassador { former } } } }',
        { id: groupId },
      ),
    ).community
    expect(community.publishedQuestions).toContainEqual({ id: ids.published, ambassador: { former: true } })
    expect(community.ambassadors.map((a) => a.id)).not.toContain(ambassadorId)
    const thread = ok(
      await api.gql<{ thread: unknown }>('query($id: ID!, $t: String) { thread(id: $id, token: $t) { status ambassador { former } } }', { id: ids.published, t: ids.threadToken }),
    ).thread
    expect(thread).toEqual({ status: 'ANSWERED', ambassador: { former: true } })
  })

  it('cancels the future meeting and queues the visitor a cancellation that names no one', async () => {
    const [meeting] = await api.db.select().from(meetings).where(eq(meetings.id, ids.meeting))
    expect(meeting).toMatchObject({ status: 'cancelled', cancelledBy: 'ambassador' })
    const [mail] = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.toEmail, VISITOR.email), eq(notifications.kind, 'meeting_cancelled_visitor')))
    expect(mail).toMatchObject({ status: 'pending', subject: expect.stringContaining('Call cancelled') as unknown })
    expect(mail?.icsContent).toContain('METHOD:CANCEL')
    expect(mail?.bodyText).toContain('left the programme')
  })

  it('closes the open question and tells its visitor', async () => {
    const [open] = await api.db.select().from(questions).where(eq(questions.id, ids.open))
    expect(open?.status).toBe('closed')
    const [mail] = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.toEmail, OTHER_VISITOR), eq(notifications.kind, 'question_closed')))
    expect(mail?.bodyText).toContain('http://portal.test/question')
  })

  it('records ambassador.erase with the id only; erasing again changes nothing', async () => {
    const entries = await api.db.select().from(auditEntries).where(eq(auditEntries.kind, 'ambassador.erase'))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ actorEmail: OWNER_EMAIL, target: ambassadorId, after: JSON.stringify({ meetingsCancelled: 1, questionsClosed: 1 }) })
    expect(ok(await api.gql<{ eraseAmbassador: unknown }>(ERASE, { id: ambassadorId }, { token: owner })).eraseAmbassador).toEqual({ erased: true, fieldErrors: [] })
    expect(await api.db.select().from(auditEntries).where(eq(auditEntries.kind, 'ambassador.erase'))).toHaveLength(1)
  })

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-00000000dead', 'nope']) {
      expect(ok(await api.gql<{ eraseAmbassador: unknown }>(ERASE, { id }, { token: owner })).eraseAmbassador).toEqual({
        erased: false,
        fieldErrors: [{ field: 'ambassadorId', code: 'NOT_FOUND' }],
      })
    }
  })
})
