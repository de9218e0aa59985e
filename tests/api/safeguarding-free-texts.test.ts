/**
 * Issue 32, item 2 ("every free text is screened"), the texts the first pass
 * left out: a meeting's cancel or decline reason (it reaches the other side in
 * the meeting, its e-mails and calendar file), the ambassador's public city,
 * and the name an ambassador gives at onboarding (on the public card). A BLOCK
 * refuses the change next to its field in the caller's language and changes
 * nothing; a FLAG lets it through and queues it for staff.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ambassadors, meetings } from '../../server/db/schema'
import { alice, OWNER_EMAIL, signInAs, signInAsStaff } from './helpers/fixtures'
import { accept, COMPLETE, invite, latestInvitationToken, profileInput } from './helpers/lifecycle'
import { itemsOf } from './helpers/safeguarding'
import { book, bookingInput, freeSlots } from './helpers/slots'
import { ok, startTestApi } from './helpers/test-api'
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

type FieldErrors = { field: string; code: string; message: string }[]
type MeetingPayload = { meeting: { id: string; status: string; cancelReason: string | null } | null; fieldErrors: FieldErrors }
const CANCEL = 'mutation($t: String!, $r: String) { cancelMeeting(token: $t, reason: $r) { meeting { id status cancelReason } fieldErrors { field code message } } }'
const RESPOND = 'mutation($i: RespondToMeetingInput!) { respondToMeeting(input: $i) { meeting { id status cancelReason } fieldErrors { field code message } } }'
const UPDATE = 'mutation($i: ProfileInput!) { updateProfile(input: $i) { me { ambassador { city } } fieldErrors { field code message } } }'

const fieldsAndCodes = (errors: FieldErrors) => errors.map((e) => [e.field, e.code])

/** A fresh pending meeting with Alice: its id and manage token. */
async function booked(slotIndex: number): Promise<{ id: string; token: string }> {
  const slot = (await freeSlots(api, alice.id))[slotIndex]
  if (slot === undefined) throw new Error('the seed should give Alice free slots')
  const { bookMeeting } = ok(await book(api, bookingInput(alice.id, slot.startsAt, { email: `reason-${slotIndex}@example.com` })))
  if (bookMeeting.meeting === null) throw new Error(`booking refused: ${JSON.stringify(bookMeeting.fieldErrors)}`)
  return { id: bookMeeting.meeting.id, token: bookMeeting.manageToken ?? '' }
}

const statusOf = async (id: string) => (await api.db.select({ status: meetings.status }).from(meetings).where(eq(meetings.id, id)))[0]?.status

const cancel = async (token: string, reason: string, locale = 'en') =>
  ok(await api.gql<{ cancelMeeting: MeetingPayload }>(CANCEL, { t: token, r: reason }, { headers: { 'accept-language': locale } })).cancelMeeting
const respond = async (meetingId: string, action: string, reason: string) =>
  ok(await api.gql<{ respondToMeeting: MeetingPayload }>(RESPOND, { i: { meetingId, action, reason } }, { token: aliceToken })).respondToMeeting

describe('meeting reasons are screened', () => {
  it("refuses a visitor's cancel reason that spells out a phone number, next to the reason, in French; the meeting stays booked", async () => {
    const meeting = await booked(0)
    const refused = await cancel(meeting.token, 'appelle-moi au zéro six douze trente-quatre cinquante-six soixante-dix-huit', 'fr')
    expect(refused.meeting).toBeNull()
    expect(fieldsAndCodes(refused.fieldErrors)).toEqual([['reason', 'SAFEGUARDING']])
    expect(refused.fieldErrors[0]?.message).toMatch(/numéro/i)
    expect(await statusOf(meeting.id)).toBe('pending')
    // An ordinary reason still cancels.
    expect((await cancel(meeting.token, 'My exam was moved to that day.')).meeting).toMatchObject({ status: 'CANCELLED', cancelReason: 'My exam was moved to that day.' })
  })

  it("refuses an ambassador's decline and cancel reasons that carry a handle; the meeting is unchanged", async () => {
    const meeting = await booked(1)
    const declined = await respond(meeting.id, 'DECLINE', 'Busy then, add me on snap jul1e_rose instead')
    expect(declined.meeting).toBeNull()
    expect(fieldsAndCodes(declined.fieldErrors)).toEqual([['reason', 'SAFEGUARDING']])
    expect(await statusOf(meeting.id)).toBe('pending')
    const cancelled = await respond(meeting.id, 'CANCEL', 'write to me: julie.rose@gmail.com')
    expect(fieldsAndCodes(cancelled.fieldErrors)).toEqual([['reason', 'SAFEGUARDING']])
    expect(await statusOf(meeting.id)).toBe('pending')
    expect((await respond(meeting.id, 'DECLINE', 'I have a lab that afternoon, sorry!')).meeting?.status).toBe('DECLINED')
  })

  it('lets a reason with a link through (the default only flags links) and queues it for staff', async () => {
    const meeting = await booked(2)
    const reason = 'The timetable changed: https://example.edu/timetable'
    expect((await cancel(meeting.token, reason)).meeting?.status).toBe('CANCELLED')
    const items = await itemsOf(api, { meetingId: meeting.id })
    expect(items.map((item) => [item.source, item.field, item.text, item.authorEmail])).toEqual([['meeting', 'reason', reason, 'reason-2@example.com']])
  })
})

describe("the ambassador's city is screened", () => {
  it('refuses a city that carries a messaging handle, next to the city', async () => {
    const saved = ok(
      await api.gql<{ updateProfile: { fieldErrors: FieldErrors } }>(
        UPDATE,
        { i: { headline: 'Engineering in Paris', bioEn: 'I study.', bioFr: "J'étudie.", languages: ['en'], interests: [], city: 'Paris, snap: jul1e_rose' } },
        { token: aliceToken },
      ),
    ).updateProfile
    expect(fieldsAndCodes(saved.fieldErrors)).toEqual([['city', 'SAFEGUARDING']])
    const [row] = await api.db.select({ city: ambassadors.city }).from(ambassadors).where(eq(ambassadors.id, alice.id))
    expect(row?.city).not.toContain('jul1e_rose')
  })
})

describe("an ambassador's name and city at onboarding are screened", () => {
  it('refuses a first name, last name and city carrying contact details, each next to its field, and keeps the invitee invited', async () => {
    const email = 'screened-invitee@example.test'
    await invite(api, owner, [email])
    await accept(api, (await latestInvitationToken(api, email)) ?? '')
    const token = await signInAs(api, email)
    const input = profileInput({ firstName: 'Julie WhatsApp +33612345678', lastName: 'insta: jul1e_rose', city: 'Lyon 06 12 34 56 78' })
    const { completeProfile } = ok(await api.gql<{ completeProfile: { me: unknown; fieldErrors: FieldErrors } }>(COMPLETE, { i: input }, { token }))
    expect(completeProfile.me).toBeNull()
    expect(fieldsAndCodes(completeProfile.fieldErrors)).toEqual([
      ['firstName', 'SAFEGUARDING'],
      ['lastName', 'SAFEGUARDING'],
      ['city', 'SAFEGUARDING'],
    ])
    const [row] = await api.db.select({ status: ambassadors.status }).from(ambassadors).where(eq(ambassadors.email, email))
    expect(row?.status).toBe('invited')
    const plain = ok(await api.gql<{ completeProfile: { me: { status: string } | null; fieldErrors: FieldErrors } }>(COMPLETE, { i: profileInput() }, { token }))
    expect(plain.completeProfile.me?.status).toBe('PENDING')
  })
})
