// Issue 33, item 2 (decision 145): "my conversations" on any device, without an account. One e-mailed link per
// request, valid 7 days, for that one address in this organization, ended from its page; the same answer, e-mail
// and timing for every address; rate limited per address and client like sign-in codes.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONVERSATIONS_LINK_TTL_DAYS } from '../../src/contract/limits'
import { conversationLinks, notifications } from '../../server/db/schema'
import { seedScale } from '../../server/demo/seed'
import { CODE_REQUEST_MIN_MS } from '../../server/sessions/sign-in'
import { latestMail } from '../../server/testing/outbox'
import { answer, askTo, readThread, THREAD } from './helpers/conversations'
import { alice, bruno, signInAs } from './helpers/fixtures'
import { book, bookingInput, freeSlots } from './helpers/slots'
import { errorCode, freshIp, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { GqlResponse, TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

type FieldErrors = { field: string; code: string; message: string }[]
type Requested = { requestConversationsLink: { sent: boolean; fieldErrors: FieldErrors } }
const REQUEST = 'mutation($e: String!, $k: String!, $l: Locale) { requestConversationsLink(email: $e, idempotencyKey: $k, locale: $l) { sent fieldErrors { field code message } } }'
const LIST = `query($t: String!) { myConversations(token: $t) {
  status expiresAt
  threads { token unread lastActivityAt thread { id status topic answers { body } } }
  meetings { manageToken meeting { id status startsAt email } }
} }`
const END = 'mutation($t: String!) { endConversationsLink(token: $t) { ended fieldErrors { field code } } }'

interface Listed {
  status: string
  expiresAt: string
  threads: { token: string; unread: boolean; lastActivityAt: string; thread: { id: string; status: string; topic: string; answers: { body: string }[] } }[]
  meetings: { manageToken: string; meeting: { id: string; status: string; startsAt: string; email: string | null } }[]
}

let addressCounter = 0
const newAddress = (): string => `visitor-${process.pid}-${++addressCounter}@example.com`

const request = (email: string, ip = freshIp(), locale = 'en', k = idempotencyKey()): Promise<GqlResponse<Requested>> =>
  api.gql<Requested>(REQUEST, { e: email, k, l: locale }, { ip })

/** The `cl_` token of the latest link e-mailed to an address (read from the outbox, as the visitor reads the e-mail). */
async function mailedToken(email: string): Promise<string> {
  const mail = await latestMail(api.db, email, 'conversations_link')
  const token = mail === null ? undefined : /[?&]conversations=([^&\s]+)/.exec(mail.bodyText)?.[1]
  if (token === undefined) throw new Error(`no conversations link mailed to ${email}`)
  return decodeURIComponent(token)
}

async function linkFor(email: string): Promise<string> {
  expect(ok(await request(email)).requestConversationsLink).toEqual({ sent: true, fieldErrors: [] })
  return mailedToken(email)
}

const list = async (token: string): Promise<Listed | null> => ok(await api.gql<{ myConversations: Listed | null }>(LIST, { t: token })).myConversations

async function bookWith(email: string, ambassadorId: string): Promise<string> {
  const [slot] = await freeSlots(api, ambassadorId)
  const booked = ok(await book(api, bookingInput(ambassadorId, slot?.startsAt ?? '', { email }))).bookMeeting
  if (booked.meeting === null) throw new Error(`booking failed: ${JSON.stringify(booked.fieldErrors)}`)
  return booked.meeting.id
}

describe('requestConversationsLink', () => {
  it('answers, e-mails and takes the same for an address with conversations and one without', async () => {
    const known = newAddress()
    await askTo(api, alice.id, { email: known })
    const unknown = newAddress()
    const timed = async (email: string) => {
      const started = performance.now()
      const response = await request(email, freshIp(), 'fr')
      return { response, ms: performance.now() - started }
    }
    const a = await timed(known)
    const b = await timed(unknown)
    expect({ status: a.response.status, errors: a.response.errors, data: a.response.data }).toEqual({ status: b.response.status, errors: b.response.errors, data: b.response.data })
    expect(a.response.data.requestConversationsLink).toEqual({ sent: true, fieldErrors: [] })
    // Both answered at the fixed pace, whatever the work behind.
    expect(Math.min(a.ms, b.ms)).toBeGreaterThanOrEqual(CODE_REQUEST_MIN_MS - 5)
    // Both get the same e-mail, in French, but for the link's token.
    const [mailA, mailB] = [await latestMail(api.db, known, 'conversations_link'), await latestMail(api.db, unknown, 'conversations_link')]
    const neutral = (text: string | undefined) => text?.replace(/cl_[A-Za-z0-9_-]{43}/g, 'TOKEN')
    expect(mailA?.subject).toBe(mailB?.subject)
    expect(neutral(mailA?.bodyText)).toBe(neutral(mailB?.bodyText))
    expect(mailA?.bodyText).toContain('Voici le lien vers vos conversations')
    expect(mailA?.bodyText).toMatch(/http:\/\/portal\.test\/fr\/question\?conversations=cl_/)
    // Only a hash of the token is kept.
    const token = await mailedToken(known)
    const stored = await api.db.select().from(conversationLinks).where(eq(conversationLinks.email, known))
    expect(stored).toHaveLength(1)
    expect(stored[0]?.tokenHash).not.toContain(token)
    expect(JSON.stringify(stored)).not.toContain(token)
    // The page of the address without conversations says so (empty), it is no error.
    expect(await list(await mailedToken(unknown))).toMatchObject({ status: 'ACTIVE', threads: [], meetings: [] })
  })

  it('refuses a malformed address next to the field, in the asked language, and sends nothing', async () => {
    const response = ok(await request('not-an-address', freshIp(), 'fr')).requestConversationsLink
    expect(response.sent).toBe(false)
    expect(response.fieldErrors).toEqual([expect.objectContaining({ field: 'email' })])
    expect(await latestMail(api.db, 'not-an-address', 'conversations_link')).toBeNull()
  })

  it('a retry with the same idempotency key sends one e-mail', async () => {
    const email = newAddress()
    const ip = freshIp()
    const k = idempotencyKey()
    expect(ok(await request(email, ip, 'en', k)).requestConversationsLink.sent).toBe(true)
    expect(ok(await request(email, ip, 'en', k)).requestConversationsLink.sent).toBe(true)
    const mails = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.toEmail, email), eq(notifications.kind, 'conversations_link')))
    expect(mails).toHaveLength(1)
  })

  it('is rate limited per address and client, per client, and per address alone — for unknown addresses alike', async () => {
    const email = newAddress()
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect(ok(await request(email, ip)).requestConversationsLink.sent).toBe(true)
    const sixth = await request(email, ip)
    expect(errorCode(sixth)).toBe('RATE_LIMITED')
    expect(sixth.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0)
    // Another client may still ask for the same address, up to 10 an hour for that address from everyone together
    // (the refused request counted too: 6 so far).
    for (let i = 0; i < 4; i++) expect(ok(await request(email)).requestConversationsLink.sent).toBe(true)
    expect(errorCode(await request(email))).toBe('RATE_LIMITED')
    // One client asking for many addresses: 20 per 15 minutes.
    const busy = freshIp()
    for (let i = 0; i < 20; i++) expect(ok(await request(newAddress(), busy)).requestConversationsLink.sent).toBe(true)
    expect(errorCode(await request(newAddress(), busy))).toBe('RATE_LIMITED')
  })
})

describe('myConversations', () => {
  it("lists that one address's threads and meetings, each with a link that opens it, and nobody else's", async () => {
    const email = newAddress()
    const first = await askTo(api, alice.id, { email, topic: 'Housing' })
    const second = await askTo(api, bruno.id, { email: email.toUpperCase(), topic: 'Scholarships' })
    const meetingId = await bookWith(email, alice.id)
    const someoneElse = await askTo(api, alice.id, { email: newAddress(), topic: 'Not mine' })
    await bookWith(newAddress(), bruno.id)

    const token = await linkFor(email)
    const listed = await list(token)
    expect(listed?.status).toBe('ACTIVE')
    expect(Date.parse(listed?.expiresAt ?? '') - Date.now()).toBeGreaterThan((CONVERSATIONS_LINK_TTL_DAYS - 0.01) * 86_400_000)
    expect(listed?.threads.map((t) => t.thread.id).sort()).toEqual([first.id, second.id].sort())
    expect(listed?.threads.map((t) => t.thread.id)).not.toContain(someoneElse.id)
    expect(listed?.meetings.map((m) => m.meeting.id)).toEqual([meetingId])
    expect(listed?.meetings[0]?.meeting.email).toBe(email)

    // Each thread's link opens it (and no other thread), and is the same each time the page is opened.
    for (const { thread, token: threadToken } of listed?.threads ?? []) expect((await readThread(api, thread.id, threadToken)).id).toBe(thread.id)
    const threadToken = listed?.threads[0]?.token ?? ''
    expect(errorCode(await api.gql(THREAD, { id: someoneElse.id, t: threadToken }))).toBe('FORBIDDEN')
    expect((await list(token))?.threads.map((t) => t.token)).toEqual(listed?.threads.map((t) => t.token))
    // The meeting's manage link opens it.
    const managed = ok(await api.gql<{ managedMeeting: { id: string } | null }>('query($t: String!) { managedMeeting(token: $t) { id } }', { t: listed?.meetings[0]?.manageToken }))
    expect(managed.managedMeeting?.id).toBe(meetingId)
  })

  it('another organization, an unknown or malformed token opens nothing', async () => {
    const email = newAddress()
    await askTo(api, alice.id, { email })
    const token = await linkFor(email)
    // The demo's link is no link at all in another organization.
    await seedScale(api.db, 3)
    expect(ok(await api.gql<{ myConversations: unknown }>(LIST, { t: token }, { org: 'scale' })).myConversations).toBeNull()
    expect(await list(`cl_${'A'.repeat(43)}`)).toBeNull()
    expect(await list('nonsense')).toBeNull()
    expect(await list(token.replace(/^cl_/, 'tt_'))).toBeNull()
  })

  it('marks a thread unread when an answer came after the visitor last opened it', async () => {
    const email = newAddress()
    const asked = await askTo(api, alice.id, { email })
    const token = await linkFor(email)
    expect((await list(token))?.threads[0]?.unread).toBe(false)
    await answer(api, await signInAs(api, alice.email), asked.id, 'First-years mostly live in residence halls.')
    const listed = await list(token)
    expect(listed?.threads[0]).toMatchObject({ unread: true, thread: { status: 'ANSWERED' } })
    // Opening the thread (with the e-mailed link, or the page's) marks it read.
    await readThread(api, asked.id, listed?.threads[0]?.token ?? '')
    expect((await list(token))?.threads[0]?.unread).toBe(false)
  })

  it(`expires ${CONVERSATIONS_LINK_TTL_DAYS} days after it was asked for: EXPIRED, listing nothing`, async () => {
    const email = newAddress()
    await askTo(api, alice.id, { email })
    const token = await linkFor(email)
    expect((await list(token))?.threads).toHaveLength(1)
    await api.db
      .update(conversationLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(conversationLinks.email, email))
    expect(await list(token)).toMatchObject({ status: 'EXPIRED', threads: [], meetings: [] })
    // A new request gives a working link again.
    expect((await list(await linkFor(email)))?.threads).toHaveLength(1)
  })

  it('ending a link ends it and the links its page gave out; the e-mailed links and other links of the address keep working', async () => {
    const email = newAddress()
    const asked = await askTo(api, alice.id, { email })
    const meetingId = await bookWith(email, bruno.id)
    const onPhone = await linkFor(email)
    const onLaptop = await linkFor(email)
    const listed = await list(onPhone)
    const pageThreadToken = listed?.threads[0]?.token ?? ''
    const pageManageToken = listed?.meetings[0]?.manageToken ?? ''
    expect((await readThread(api, asked.id, pageThreadToken)).id).toBe(asked.id)

    expect(ok(await api.gql<{ endConversationsLink: { ended: boolean } }>(END, { t: onPhone })).endConversationsLink).toEqual({ ended: true, fieldErrors: [] })
    expect(await list(onPhone)).toMatchObject({ status: 'ENDED', threads: [], meetings: [] })
    expect(errorCode(await api.gql(THREAD, { id: asked.id, t: pageThreadToken }))).toBe('FORBIDDEN')
    expect(ok(await api.gql<{ managedMeeting: unknown }>('query($t: String!) { managedMeeting(token: $t) { id } }', { t: pageManageToken })).managedMeeting).toBeNull()
    // Ending twice is harmless; the other device's link, and the question's own link, still open everything.
    expect(ok(await api.gql<{ endConversationsLink: { ended: boolean } }>(END, { t: onPhone })).endConversationsLink.ended).toBe(true)
    const other = await list(onLaptop)
    expect(other?.status).toBe('ACTIVE')
    expect(other?.meetings.map((m) => m.meeting.id)).toEqual([meetingId])
    expect((await readThread(api, asked.id, asked.token)).id).toBe(asked.id)
    // An unknown link is NOT_FOUND on the token.
    expect(ok(await api.gql<{ endConversationsLink: { ended: boolean; fieldErrors: FieldErrors } }>(END, { t: `cl_${'B'.repeat(43)}` })).endConversationsLink).toMatchObject({
      ended: false,
      fieldErrors: [{ field: 'token', code: 'NOT_FOUND' }],
    })
  })
})
