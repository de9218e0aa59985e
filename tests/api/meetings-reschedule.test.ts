/**
 * Issue 33, bookings say what happens next: a booking is a request until the
 * ambassador confirms (with their typical confirmation time, or the stated
 * fallback), its times name the zone by its human name, and the visitor moves
 * it with the manage link (rescheduleMeeting): pending again, both told,
 * idempotent, refused with the cause for a taken slot, a cancelled meeting,
 * a call that has started, or a wrong token.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFIRMATION_FALLBACK_HOURS } from '../../src/contract/meeting-times'
import { meetings, notifications } from '../../server/db/schema'
import { bruno, dolores, signInAs } from './helpers/fixtures'
import { book, bookingInput, freeSlots } from './helpers/slots'
import { freshIp, idempotencyKey, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ responseCache: false })
})
afterAll(async () => {
  await api?.close()
})

const HOUR = 3_600_000
const RESCHEDULE = `mutation($t: String!, $s: DateTime!, $k: String!) {
  rescheduleMeeting(token: $t, startsAt: $s, idempotencyKey: $k) { meeting { id status startsAt endsAt confirmationHours ics } fieldErrors { field code message } }
}`
const RESPOND = 'mutation($input: RespondToMeetingInput!) { respondToMeeting(input: $input) { meeting { id status } fieldErrors { code } } }'
const MANAGED = 'query($t: String!) { managedMeeting(token: $t) { id status startsAt confirmationHours } }'

interface Rescheduled {
  rescheduleMeeting: {
    meeting: { id: string; status: string; startsAt: string; endsAt: string; confirmationHours: number; ics: string } | null
    fieldErrors: { field: string; code: string; message: string }[]
  }
}
const reschedule = async (token: string, startsAt: string, key = idempotencyKey(), ip = freshIp()) =>
  ok(await api.gql<Rescheduled>(RESCHEDULE, { t: token, s: startsAt, k: key }, { ip })).rescheduleMeeting

async function bookOne(ambassadorId: string, email: string, index = 0): Promise<{ id: string; token: string; startsAt: string }> {
  const slot = (await freeSlots(api, ambassadorId))[index]
  const booked = ok(await book(api, bookingInput(ambassadorId, slot?.startsAt ?? '', { email, locale: 'fr', timeZone: 'America/Toronto' }))).bookMeeting
  if (booked.meeting === null || booked.manageToken === null) throw new Error(`booking failed: ${JSON.stringify(booked.fieldErrors)}`)
  return { id: booked.meeting.id, token: booked.manageToken, startsAt: booked.meeting.startsAt }
}

const mailsTo = (to: string, kind: string) =>
  api.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.toEmail, to), eq(notifications.kind, kind)))
    .orderBy(notifications.id)

describe('a booking is a request until confirmed', () => {
  it('the visitor e-mail says "request sent", the fallback wait and the zone by its human name, in the visitor language', async () => {
    const { token } = await bookOne(dolores.id, 'request-wording@example.com')
    const managed = ok(await api.gql<{ managedMeeting: { confirmationHours: number } }>(MANAGED, { t: token })).managedMeeting
    // Dolores has confirmed nothing yet, nor has the organization enough: the stated fallback.
    expect(managed.confirmationHours).toBe(CONFIRMATION_FALLBACK_HOURS)
    const [mail] = await mailsTo('request-wording@example.com', 'meeting_booked_visitor')
    expect(mail?.subject).toBe(`Demande envoyée : un appel avec ${dolores.firstName}`)
    expect(mail?.bodyText).toContain(`confirme en général sous ${CONFIRMATION_FALLBACK_HOURS} heures environ ; vous recevrez un e-mail`)
    expect(mail?.bodyText).toMatch(/\(heure de l’Est[^)]* — Toronto\)/)
    expect(mail?.bodyText).not.toContain('America/Toronto')
    expect(mail?.bodyText).not.toContain('réservé')
  })

  it('N comes from the ambassador’s own confirmations once there are enough', async () => {
    const ambassador = await signInAs(api, bruno.email)
    for (const [index, hours] of [5, 7, 9].entries()) {
      const { id } = await bookOne(bruno.id, `confirm-time-${index}@example.com`, index)
      ok(await api.gql(RESPOND, { input: { meetingId: id, action: 'CONFIRM' } }, { token: ambassador }))
      const [row] = await api.db.select().from(meetings).where(eq(meetings.id, id))
      // As if the request had waited `hours` before the confirmation.
      await api.db
        .update(meetings)
        .set({ requestedAt: new Date((row?.confirmedAt?.getTime() ?? 0) - hours * HOUR + 60_000) })
        .where(eq(meetings.id, id))
    }
    const { token } = await bookOne(bruno.id, 'after-confirmations@example.com', 3)
    expect(ok(await api.gql<{ managedMeeting: { confirmationHours: number } }>(MANAGED, { t: token })).managedMeeting.confirmationHours).toBe(7)
    expect((await mailsTo('after-confirmations@example.com', 'meeting_booked_visitor'))[0]?.bodyText).toContain('sous 7 heures environ')
  })
})

describe('rescheduleMeeting', () => {
  it('moves the call to another free slot: pending again, the old slot freed, both told, a retry answers the same', async () => {
    const ambassador = await signInAs(api, bruno.email)
    const { id, token, startsAt } = await bookOne(bruno.id, 'mover@example.com', 4)
    ok(await api.gql(RESPOND, { input: { meetingId: id, action: 'CONFIRM' } }, { token: ambassador }))
    const target = (await freeSlots(api, bruno.id)).find((s) => s.startsAt !== startsAt && Date.parse(s.startsAt) > Date.parse(startsAt))?.startsAt ?? ''
    const key = idempotencyKey()
    const ip = freshIp()
    const moved = await reschedule(token, target, key, ip)
    expect(moved.fieldErrors).toEqual([])
    expect(moved.meeting).toMatchObject({ id, status: 'PENDING', startsAt: target })
    expect(moved.meeting?.ics).toContain('SEQUENCE:2')
    const free = (await freeSlots(api, bruno.id)).map((s) => s.startsAt)
    expect(free).toContain(startsAt)
    expect(free).not.toContain(target)
    const [row] = await api.db.select().from(meetings).where(eq(meetings.id, id))
    expect(row?.confirmedAt).toBeNull()
    // The same key again: the same answer, nothing moved or mailed twice.
    expect((await reschedule(token, target, key, ip)).meeting).toMatchObject({ id, startsAt: target })
    expect(await mailsTo('mover@example.com', 'meeting_rescheduled_visitor')).toHaveLength(1)
    const [visitorMail] = await mailsTo('mover@example.com', 'meeting_rescheduled_visitor')
    expect(visitorMail?.subject).toMatch(/^Demande envoyée : votre appel avec Bruno passe au /)
    expect(visitorMail?.bodyText).toContain('/fr/meet?manage=')
    const ambassadorMails = await mailsTo(bruno.email, 'meeting_rescheduled_ambassador')
    expect(ambassadorMails).toHaveLength(1)
    expect(ambassadorMails[0]?.bodyText).toContain('Please confirm the new time again')
    expect(ambassadorMails[0]?.icsContent).toContain('SEQUENCE:2')
    // A key reused for another time is refused.
    const other = (await freeSlots(api, bruno.id)).find((s) => s.startsAt !== target)?.startsAt ?? ''
    expect((await reschedule(token, other, key, ip)).fieldErrors[0]?.code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('refuses a slot another visitor holds, or one that is not offered, next to the time', async () => {
    const mine = await bookOne(bruno.id, 'taken-a@example.com', 0)
    const theirs = await bookOne(bruno.id, 'taken-b@example.com', 0)
    const taken = await reschedule(mine.token, theirs.startsAt)
    expect(taken.fieldErrors).toEqual([expect.objectContaining({ field: 'startsAt', code: 'SLOT_TAKEN', message: 'Someone has just booked this slot. Please pick another one.' })])
    const offBy15 = new Date(Date.parse(mine.startsAt) + 15 * 60_000 + 24 * HOUR).toISOString()
    expect((await reschedule(mine.token, offBy15)).fieldErrors).toEqual([expect.objectContaining({ field: 'startsAt', code: 'SLOT_UNAVAILABLE' })])
    const [row] = await api.db.select().from(meetings).where(eq(meetings.id, mine.id))
    expect(row?.startsAt.toISOString()).toBe(mine.startsAt)
  })

  it('a cancelled meeting, a call that has started and a wrong or expired-looking token each say why', async () => {
    const cancelled = await bookOne(bruno.id, 'cancelled-move@example.com', 1)
    ok(await api.gql('mutation($t: String!) { cancelMeeting(token: $t) { fieldErrors { code } } }', { t: cancelled.token }))
    const free = (await freeSlots(api, bruno.id))[2]?.startsAt ?? ''
    const refused = await reschedule(cancelled.token, free)
    expect(refused.fieldErrors).toEqual([expect.objectContaining({ field: 'meetingId', code: 'MEETING_CANCELLED' })])
    expect(refused.fieldErrors[0]?.message).toContain('Book a new call instead')

    const started = await bookOne(bruno.id, 'started-move@example.com', 1)
    await api.db
      .update(meetings)
      .set({ startsAt: new Date(Date.now() - 10 * 60_000), endsAt: new Date(Date.now() + 20 * 60_000) })
      .where(eq(meetings.id, started.id))
    expect((await reschedule(started.token, free)).fieldErrors).toEqual([expect.objectContaining({ field: 'meetingId', code: 'RESCHEDULE_TOO_LATE' })])

    expect((await reschedule(`mt_${'z'.repeat(43)}`, free)).fieldErrors).toEqual([expect.objectContaining({ field: 'token', code: 'NOT_FOUND' })])
    expect((await reschedule('not-a-token', free)).fieldErrors).toEqual([expect.objectContaining({ field: 'token', code: 'NOT_FOUND' })])
  })
})
