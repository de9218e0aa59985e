/**
 * Issue 32: a visitor's contact data stays with the organization. The
 * ambassador never reads the visitor's e-mail; a phone number only for a
 * confirmed phone call, from one hour before it to its end, each reveal in the
 * audit log. A video call gets a platform join page, the same in both e-mails
 * and both calendar files, whose link opens 15 minutes before a confirmed call.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, meetings, notifications } from '../../server/db/schema'
import { alice, bruno, OWNER_EMAIL, signInAs, signInAsStaff } from './helpers/fixtures'
import { book, bookingInput, freeSlots } from './helpers/slots'
import { idempotencyKey, ok } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'
import { startTestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ responseCache: false })
})
afterAll(async () => {
  await api?.close()
})

const MINUTE = 60_000
type Seen = { id: string; email: string | null; phone: string | null; joinUrl: string | null; joinPageUrl: string | null; ics: string }
const FIELDS = 'id email phone joinUrl joinPageUrl ics'
const mine = async (token: string, scope = 'UPCOMING'): Promise<Seen[]> =>
  ok(await api.gql<{ myMeetings: Seen[] }>(`query($s: MeetingScope) { myMeetings(scope: $s) { ${FIELDS} } }`, { s: scope }, { token })).myMeetings
const managed = async (t: string): Promise<Seen | null> =>
  ok(await api.gql<{ managedMeeting: Seen | null }>(`query($t: String!) { managedMeeting(token: $t) { ${FIELDS} } }`, { t })).managedMeeting
/** The mails about a booking: its visitor's, and its ambassador's naming the visitor (each test's visitor has a name of its own). */
const mailsAbout = async (visitor: string) => (await api.db.select().from(notifications)).filter((m) => m.subject.includes(visitor) || m.bodyText.includes(`Hi ${visitor},`))
let visitors = 0
const nextVisitor = (): string => `Visitor${String.fromCharCode(97 + visitors++)}`

/** Books `over` with alice at her next free slot; returns the meeting's id and manage token. */
async function booked(over: Record<string, unknown>, ambassadorId: string = alice.id): Promise<{ id: string; token: string; visitor: string }> {
  const visitor = nextVisitor()
  const slots = await freeSlots(api, ambassadorId)
  const slot = slots[Math.floor(Math.random() * slots.length)]
  const res = ok(await book(api, bookingInput(ambassadorId, slot?.startsAt ?? '', { firstName: visitor, ...over }))).bookMeeting
  expect(res.fieldErrors).toEqual([])
  return { id: res.meeting?.id ?? '', token: res.manageToken ?? '', visitor }
}

/** Moves a meeting to start `minutes` from now, confirmed: a state reached by waiting, which a test cannot do. */
async function startsIn(id: string, minutes: number): Promise<void> {
  const startsAt = new Date(Date.now() + minutes * MINUTE)
  await api.db
    .update(meetings)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + 30 * MINUTE), status: 'confirmed' })
    .where(eq(meetings.id, id))
}

describe('a video call', () => {
  it('is booked without a phone number or a last name, and the ambassador never reads the visitor’s address', async () => {
    const { id, token, visitor } = await booked({ phone: null, lastName: null, email: 'video.visitor@example.com' })
    const [row] = await api.db.select().from(meetings).where(eq(meetings.id, id))
    expect(row).toMatchObject({ phone: '', lastName: '', type: 'video' })
    const visitorView = await managed(token)
    expect(visitorView).toMatchObject({ email: 'video.visitor@example.com', phone: null, joinUrl: null })
    const ambassadorView = (await mine(await signInAs(api, alice.email))).find((m) => m.id === id)
    expect(ambassadorView).toMatchObject({ email: null, phone: null, joinUrl: null })
    expect(ambassadorView?.ics).not.toContain('video.visitor')
    // One join page for both sides, in e-mails and calendar files alike.
    const page = visitorView?.joinPageUrl ?? ''
    expect(page).toMatch(/\/meet\?join=[0-9a-f]{32}$/)
    expect(ambassadorView?.joinPageUrl).toBe(page)
    const mails = await mailsAbout(visitor)
    for (const kind of ['meeting_booked_visitor', 'meeting_booked_ambassador']) {
      const mail = mails.find((m) => m.kind === kind)
      expect(mail?.bodyText, kind).toContain(page)
      expect(mail?.icsContent?.replace(/\r\n /g, ''), kind).toContain(page)
    }
    const toAmbassador = mails.filter((m) => m.toEmail === alice.email)
    expect(toAmbassador.length).toBeGreaterThan(0)
    for (const mail of toAmbassador) expect(`${mail.subject}${mail.bodyText}${mail.icsContent}`).not.toContain('video.visitor')
  })

  it('gives its call link from 15 minutes before a confirmed call to its end, to both sides and on the join page', async () => {
    const { id, token } = await booked({ phone: null })
    const room = (await managed(token))?.joinPageUrl?.split('join=')[1] ?? ''
    const join = async () =>
      ok(await api.gql<{ meetingJoin: { joinUrl: string | null; status: string } | null }>('query($r: String!) { meetingJoin(room: $r) { joinUrl status } }', { r: room }))
        .meetingJoin
    expect(await join()).toMatchObject({ joinUrl: null, status: 'PENDING' })
    await startsIn(id, 16)
    expect((await join())?.joinUrl).toBeNull()
    await startsIn(id, 14)
    const link = `https://meet.jit.si/${room}`
    expect((await join())?.joinUrl).toBe(link)
    expect((await managed(token))?.joinUrl).toBe(link)
    expect((await mine(await signInAs(api, alice.email))).find((m) => m.id === id)?.joinUrl).toBe(link)
    await startsIn(id, -31)
    expect((await join())?.joinUrl).toBeNull()
    expect(ok(await api.gql('query { meetingJoin(room: "0123456789abcdef0123456789abcdef") { joinUrl } }'))).toEqual({ meetingJoin: null })
  })

  it('follows the organization’s link template', async () => {
    const staff = await signInAsStaff(api, OWNER_EMAIL)
    const UPDATE =
      'mutation($i: OrganizationSettingsInput!, $k: String!) { updateOrganization(input: $i, idempotencyKey: $k) { organization { meetingLinkTemplate } fieldErrors { field code } } }'
    const refused = ok(
      await api.gql<{ updateOrganization: { fieldErrors: { field: string; code: string }[] } }>(
        UPDATE,
        { i: { meetingLinkTemplate: 'http://zoom.example/{room}' }, k: idempotencyKey() },
        { token: staff },
      ),
    )
    expect(refused.updateOrganization.fieldErrors).toEqual([{ field: 'meetingLinkTemplate', code: 'MEETING_LINK' }])
    ok(await api.gql(UPDATE, { i: { meetingLinkTemplate: 'https://video.example.edu/rooms/{room}' }, k: idempotencyKey() }, { token: staff }))
    const { id, token } = await booked({ phone: null })
    await startsIn(id, 5)
    const seen = await managed(token)
    expect(seen?.joinUrl).toBe(`https://video.example.edu/rooms/${seen?.joinPageUrl?.split('join=')[1]}`)
    const [entry] = await api.db.select().from(auditEntries).where(eq(auditEntries.kind, 'organization.update'))
    expect(entry).toBeDefined()
    ok(await api.gql(UPDATE, { i: { meetingLinkTemplate: 'https://meet.jit.si/{room}' }, k: idempotencyKey() }, { token: staff }))
  })
})

describe('a phone call', () => {
  it('shows the number to its ambassador only from one hour before the confirmed call to its end, each time audited', async () => {
    const { id, visitor } = await booked({ type: 'PHONE', phone: '+33 6 98 76 54 32' }, bruno.id)
    const token = await signInAs(api, bruno.email)
    const phoneOf = async () => (await mine(token)).find((m) => m.id === id)?.phone
    const reveals = async () =>
      (
        await api.db
          .select()
          .from(auditEntries)
          .where(and(eq(auditEntries.kind, 'meeting.phoneReveal'), eq(auditEntries.target, id)))
      ).length
    expect(await phoneOf()).toBeNull()
    await startsIn(id, 61)
    expect(await phoneOf()).toBeNull()
    expect(await reveals()).toBe(0)
    await startsIn(id, 59)
    expect(await phoneOf()).toBe('+33698765432')
    expect(await reveals()).toBe(1)
    const [entry] = await api.db.select().from(auditEntries).where(eq(auditEntries.target, id))
    expect(entry).toMatchObject({ actorEmail: bruno.email, before: null, after: null })
    await startsIn(id, -31)
    expect((await mine(token, 'PAST')).find((m) => m.id === id)?.phone).toBeNull()
    const toAmbassador = (await mailsAbout(visitor)).filter((m) => m.toEmail === bruno.email)
    expect(toAmbassador.length).toBeGreaterThan(0)
    for (const mail of toAmbassador) expect(`${mail.bodyText}${mail.icsContent}`.replace(/\s/g, '')).not.toContain('698765432')
  })

  it('needs a number, and is refused where the organization offers video calls only', async () => {
    const [slot] = await freeSlots(api, alice.id)
    const missing = ok(await book(api, bookingInput(alice.id, slot?.startsAt ?? '', { type: 'PHONE', phone: null }))).bookMeeting
    expect(missing.fieldErrors).toEqual([expect.objectContaining({ field: 'phone', code: 'REQUIRED' })])
    const staff = await signInAsStaff(api, OWNER_EMAIL)
    const UPDATE = 'mutation($i: OrganizationSettingsInput!, $k: String!) { updateOrganization(input: $i, idempotencyKey: $k) { fieldErrors { code } } }'
    ok(await api.gql(UPDATE, { i: { phoneCallsEnabled: false }, k: idempotencyKey() }, { token: staff }))
    expect(ok(await api.gql<{ organization: { phoneCallsEnabled: boolean } }>('{ organization { phoneCallsEnabled } }')).organization.phoneCallsEnabled).toBe(false)
    const off = ok(await book(api, bookingInput(alice.id, slot?.startsAt ?? '', { type: 'PHONE' }))).bookMeeting
    expect(off.fieldErrors).toEqual([expect.objectContaining({ field: 'type', code: 'PHONE_CALLS_OFF', message: 'Calls here are video calls: choose a video call.' })])
    ok(await api.gql(UPDATE, { i: { phoneCallsEnabled: true }, k: idempotencyKey() }, { token: staff }))
  })
})
