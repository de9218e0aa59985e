import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_MIN_NOTICE_HOURS, BOOKING_WINDOW_DAYS } from '../../src/contract/limits'
import { ambassadors, meetings, notifications } from '../../server/db/schema'
import { latestManageToken } from '../../server/testing/outbox'
import { alice, bruno, chihiro, signInAs } from './helpers/fixtures'
import { book, bookingInput, freeSlots } from './helpers/slots'
import { errorCode, freshIp, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
// Some cases here change availability straight in the database to reach
// states the API would refuse; the response cache (decision 016, tested in
// response-cache.test.ts and by the booking browser tests) would hide them.
beforeAll(async () => {
  api = await startTestApi({ responseCache: false })
})
afterAll(async () => {
  await api?.close()
})

const HOUR = 3_600_000
type Managed = { managedMeeting: { id: string; status: string; email: string; ics: string } | null }
const MANAGED = 'query($t: String!) { managedMeeting(token: $t) { id status email ics startsAt } }'
const CANCEL = 'mutation($t: String!, $r: String) { cancelMeeting(token: $t, reason: $r) { meeting { id status cancelReason } fieldErrors { field code } } }'
const RESPOND = 'mutation($input: RespondToMeetingInput!) { respondToMeeting(input: $input) { meeting { id status cancelReason } fieldErrors { field code } } }'

describe('availableSlots', () => {
  it('offers weekly-window slots in UTC from now + 12 h to now + 14 days, each as long as a call', async () => {
    const slots = await freeSlots(api, alice.id)
    expect(slots.length).toBeGreaterThan(50)
    const now = Date.now()
    for (const s of slots) {
      expect(Date.parse(s.startsAt)).toBeGreaterThanOrEqual(now + BOOKING_MIN_NOTICE_HOURS * HOUR - 60_000)
      expect(Date.parse(s.endsAt)).toBeLessThanOrEqual(now + BOOKING_WINDOW_DAYS * 24 * HOUR + 60_000)
      expect(Date.parse(s.endsAt) - Date.parse(s.startsAt)).toBe(30 * 60_000)
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
        new Date(s.startsAt),
      )
      expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (09|1[0-6]):(00|30)$/)
    }
    const sorted = [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    expect(slots).toEqual(sorted)
  })
  it('clamps from/to to the booking window and returns nothing for ambassadors without calls or unknown ids', async () => {
    const past = await freeSlots(api, alice.id, new Date(Date.now() - 5 * 86_400_000).toISOString(), new Date(Date.now() + HOUR).toISOString())
    expect(past).toEqual([])
    expect(await freeSlots(api, chihiro.id)).toEqual([])
    expect(await freeSlots(api, '00000000-0000-4000-8000-0000000000cc')).toEqual([])
    expect(errorCode(await api.gql('{ availableSlots(ambassadorId: "x", from: "yesterday") { startsAt } }'))).toBe('BAD_USER_INPUT')
  })
  it('drops out-of-office days (in the ambassador zone)', async () => {
    const slots = await freeSlots(api, bruno.id)
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: bruno.timeZone }).format(new Date(slots[0]?.startsAt ?? ''))
    await api.db
      .update(ambassadors)
      .set({ outOfOffice: [day] })
      .where(eq(ambassadors.id, bruno.id))
    const after = await freeSlots(api, bruno.id)
    expect(after.some((s) => new Intl.DateTimeFormat('en-CA', { timeZone: bruno.timeZone }).format(new Date(s.startsAt)) === day)).toBe(false)
    expect(after.length).toBeLessThan(slots.length)
    await api.db.update(ambassadors).set({ outOfOffice: [] }).where(eq(ambassadors.id, bruno.id))
  })
})

describe('bookMeeting', () => {
  it('books a free slot: pending meeting, no number kept for a video call, .ics, manage token, emails to both, and the slot disappears', async () => {
    const [slot] = await freeSlots(api, alice.id)
    const res = ok(await book(api, bookingInput(alice.id, slot?.startsAt ?? '', { email: 'booker@example.com' }))).bookMeeting
    expect(res.fieldErrors).toEqual([])
    expect(res.meeting).toMatchObject({ status: 'PENDING', type: 'VIDEO', startsAt: slot?.startsAt, endsAt: slot?.endsAt, phone: null, ambassador: { id: alice.id } })
    expect(res.meeting?.ics).toContain('BEGIN:VCALENDAR')
    expect(res.meeting?.ics).toContain(`UID:${res.meeting?.id}@ambassador-portal`)
    expect(res.manageToken).toMatch(/^mt_/)
    const mails = await api.db.select().from(notifications).where(eq(notifications.kind, 'meeting_booked_ambassador'))
    expect(mails.some((m) => m.toEmail === alice.email && m.icsContent?.includes('BEGIN:VEVENT'))).toBe(true)
    expect(await latestManageToken(api.db, 'booker@example.com')).not.toBeNull()
    expect((await freeSlots(api, alice.id)).map((s) => s.startsAt)).not.toContain(slot?.startsAt)
  })
  it('validates every field with the shared rules', async () => {
    const [slot] = await freeSlots(api, alice.id)
    const res = ok(
      await book(api, bookingInput(alice.id, slot?.startsAt ?? '', { type: 'PHONE', firstName: '', phone: '0612', email: 'x', consent: false, message: 'm'.repeat(1001) })),
    ).bookMeeting
    expect(res.fieldErrors.map((e) => [e.field, e.code])).toEqual([
      ['firstName', 'REQUIRED'],
      ['email', 'EMAIL'],
      ['phone', 'PHONE'],
      ['message', 'MAX'],
      ['consent', 'REQUIRED'],
    ])
    expect(res.fieldErrors.find((e) => e.field === 'phone')?.message).toBe('Enter a valid phone number with its country code.')
  })
  it('refuses times that are not offered slots, too soon, or for ambassadors who take no calls', async () => {
    const [slot] = await freeSlots(api, alice.id)
    const offBy15 = new Date(Date.parse(slot?.startsAt ?? '') + 15 * 60_000).toISOString()
    expect(ok(await book(api, bookingInput(alice.id, offBy15))).bookMeeting.fieldErrors).toEqual([expect.objectContaining({ field: 'startsAt', code: 'SLOT_UNAVAILABLE' })])
    const soon = new Date(Date.now() + HOUR).toISOString()
    expect(ok(await book(api, bookingInput(alice.id, soon))).bookMeeting.fieldErrors[0]?.code).toBe('SLOT_UNAVAILABLE')
    expect(ok(await book(api, bookingInput(chihiro.id, slot?.startsAt ?? ''))).bookMeeting.fieldErrors[0]?.code).toBe('NOT_ACCEPTING_MEETINGS')
    expect(ok(await book(api, bookingInput('nope', slot?.startsAt ?? ''))).bookMeeting.fieldErrors[0]?.code).toBe('NOT_FOUND')
  })
  it('a booked slot is SLOT_TAKEN for the next visitor; a retry with the same key returns the same meeting', async () => {
    const [slot] = await freeSlots(api, alice.id)
    const input = bookingInput(alice.id, slot?.startsAt ?? '')
    const ip = freshIp() // an anonymous visitor's retry comes from the same client
    const first = ok(await book(api, input, { ip })).bookMeeting
    const retry = ok(await book(api, input, { ip })).bookMeeting
    expect(retry.meeting?.id).toBe(first.meeting?.id)
    expect(retry.manageToken).not.toBeNull()
    const other = ok(await book(api, bookingInput(alice.id, slot?.startsAt ?? '', { email: 'late@example.com' }))).bookMeeting
    expect(other.fieldErrors).toEqual([expect.objectContaining({ field: 'startsAt', code: 'SLOT_TAKEN' })])
    const rows = await api.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.ambassadorId, alice.id), eq(meetings.startsAt, new Date(slot?.startsAt ?? ''))))
    expect(rows.length).toBe(1)
  })
})

describe('manage link and the ambassador side', () => {
  it('the manage token shows the meeting; cancelling frees the slot and mails both with a cancelled .ics', async () => {
    const [slot] = await freeSlots(api, alice.id)
    const booked = ok(await book(api, bookingInput(alice.id, slot?.startsAt ?? '', { email: 'canceller@example.com' }))).bookMeeting
    const token = booked.manageToken ?? ''
    expect(ok(await api.gql<Managed>(MANAGED, { t: token })).managedMeeting).toMatchObject({ id: booked.meeting?.id, status: 'PENDING', email: 'canceller@example.com' })
    expect(ok(await api.gql<Managed>(MANAGED, { t: `mt_${'z'.repeat(43)}` })).managedMeeting).toBeNull()
    const cancelled = ok(await api.gql<{ cancelMeeting: { meeting: { status: string; cancelReason: string } } }>(CANCEL, { t: token, r: 'Exam moved' })).cancelMeeting
    expect(cancelled.meeting).toMatchObject({ status: 'CANCELLED', cancelReason: 'Exam moved' })
    expect((await freeSlots(api, alice.id)).map((s) => s.startsAt)).toContain(slot?.startsAt)
    const again = ok(await api.gql<{ cancelMeeting: { meeting: { status: string }; fieldErrors: unknown[] } }>(CANCEL, { t: token })).cancelMeeting
    expect(again).toMatchObject({ meeting: { status: 'CANCELLED' }, fieldErrors: [] })
    const mails = await api.db.select().from(notifications).where(eq(notifications.kind, 'meeting_cancelled_visitor'))
    expect(mails.find((m) => m.toEmail === 'canceller@example.com')?.icsContent).toContain('METHOD:CANCEL')
    expect(ok(await api.gql<{ cancelMeeting: { fieldErrors: { code: string }[] } }>(CANCEL, { t: 'mt_forged' })).cancelMeeting.fieldErrors[0]?.code).toBe('NOT_FOUND')
  })
  it('the ambassador lists, confirms, declines and cancels; others get FORBIDDEN', async () => {
    const token = await signInAs(api, alice.email)
    const slots = await freeSlots(api, alice.id)
    const ids: string[] = []
    for (const s of slots.slice(0, 3)) ids.push(ok(await book(api, bookingInput(alice.id, s.startsAt))).bookMeeting.meeting?.id ?? '')
    const upcoming = ok(await api.gql<{ myMeetings: { id: string; startsAt: string }[] }>('{ myMeetings { id startsAt status firstName phone } }', {}, { token })).myMeetings
    expect(upcoming.map((m) => m.id)).toEqual(expect.arrayContaining(ids))
    expect(upcoming.map((m) => m.startsAt)).toEqual([...upcoming.map((m) => m.startsAt)].sort())
    const respond = (meetingId: string, action: string, t = token) =>
      api.gql<{ respondToMeeting: { meeting: { status: string } | null; fieldErrors: { code: string }[] } }>(
        RESPOND,
        { input: { meetingId, action, reason: 'Sorry' } },
        { token: t },
      )
    expect(ok(await respond(ids[0] ?? '', 'CONFIRM')).respondToMeeting.meeting?.status).toBe('CONFIRMED')
    expect(ok(await respond(ids[0] ?? '', 'DECLINE')).respondToMeeting.fieldErrors[0]?.code).toBe('INVALID_STATE')
    expect(ok(await respond(ids[0] ?? '', 'CANCEL')).respondToMeeting.meeting?.status).toBe('CANCELLED')
    expect(ok(await respond(ids[1] ?? '', 'DECLINE')).respondToMeeting.meeting?.status).toBe('DECLINED')
    expect((await freeSlots(api, alice.id)).map((s) => s.startsAt)).toEqual(expect.arrayContaining([slots[0]?.startsAt, slots[1]?.startsAt]))
    const brunoToken = await signInAs(api, bruno.email)
    expect(errorCode(await respond(ids[2] ?? '', 'CONFIRM', brunoToken))).toBe('FORBIDDEN')
    expect(errorCode(await api.gql('{ myMeetings { id } }'))).toBe('UNAUTHENTICATED')
    const confirmed = await api.db.select().from(notifications).where(eq(notifications.kind, 'meeting_confirmed'))
    expect(confirmed.length).toBeGreaterThan(0)
  })
})
