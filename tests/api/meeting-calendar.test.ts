import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../../server/db/schema'
import { alice, signInAs } from './helpers/fixtures'
import { icsProperties, icsValue } from './helpers/ics-lines'
import { book, bookingInput, freeSlots } from './helpers/slots'
import { ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

// Calendar files (issue 21, decision 115): a stable UID, a SEQUENCE that grows,
// the manage link as URL, the organization as ORGANIZER, and a cancellation
// that calendars apply to the event they already hold.
let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ responseCache: false })
})
afterAll(async () => {
  await api?.close()
})

const MANAGED = 'query($t: String!) { managedMeeting(token: $t) { id ics } }'
const CANCEL = 'mutation($t: String!) { cancelMeeting(token: $t) { meeting { id status } fieldErrors { code } } }'
const RESPOND = 'mutation($input: RespondToMeetingInput!) { respondToMeeting(input: $input) { meeting { id status ics } fieldErrors { code } } }'
const download = async (token: string): Promise<string> => ok(await api.gql<{ managedMeeting: { ics: string } | null }>(MANAGED, { t: token })).managedMeeting?.ics ?? ''

async function bookOne(email: string): Promise<{ id: string; token: string }> {
  const [slot] = await freeSlots(api, alice.id)
  const booked = ok(await book(api, bookingInput(alice.id, slot?.startsAt ?? '', { email }))).bookMeeting
  return { id: booked.meeting?.id ?? '', token: booked.manageToken ?? '' }
}

const visitorMailIcs = async (kind: string, email: string): Promise<string> => {
  const rows = await api.db.select().from(notifications).where(eq(notifications.kind, kind))
  return rows.find((row) => row.toEmail === email)?.icsContent ?? ''
}

describe('meeting calendar files', () => {
  it('book, download twice (same UID and SEQUENCE, manage link, organizer), cancel (METHOD:CANCEL, same UID, higher SEQUENCE)', async () => {
    const { id, token } = await bookOne('calendar@example.com')
    const first = await download(token)
    const second = await download(token)
    expect(icsValue(first, 'UID')).toBe(`${id}@ambassador-portal`)
    expect(icsValue(second, 'UID')).toBe(icsValue(first, 'UID'))
    expect(icsValue(second, 'SEQUENCE')).toBe(icsValue(first, 'SEQUENCE'))
    expect(icsValue(first, 'METHOD')).toBe('PUBLISH')
    expect(icsValue(first, 'URL')).toBe(`${api.env.publicUrl}/meet?manage=${token}`)
    const organizer = icsProperties(first).find((p) => p.name === 'ORGANIZER')
    expect(organizer?.value.toLowerCase()).toBe('mailto:no-reply@ambassador-portal.invalid')
    expect(organizer?.params).toMatch(/^CN="?[^";:]+"?$/)
    // The booking e-mail carries the same event.
    const booked = await visitorMailIcs('meeting_booked_visitor', 'calendar@example.com')
    expect(icsValue(booked, 'UID')).toBe(icsValue(first, 'UID'))
    expect(icsValue(booked, 'URL')).toBe(icsValue(first, 'URL'))

    expect(ok(await api.gql<{ cancelMeeting: { meeting: { status: string } } }>(CANCEL, { t: token })).cancelMeeting.meeting.status).toBe('CANCELLED')
    const cancelled = await download(token)
    expect(icsValue(cancelled, 'METHOD')).toBe('CANCEL')
    expect(icsValue(cancelled, 'STATUS')).toBe('CANCELLED')
    expect(icsValue(cancelled, 'UID')).toBe(icsValue(first, 'UID'))
    expect(Number(icsValue(cancelled, 'SEQUENCE'))).toBeGreaterThan(Number(icsValue(first, 'SEQUENCE')))
    // …and so is the file attached to the cancellation e-mail.
    const mailed = await visitorMailIcs('meeting_cancelled_visitor', 'calendar@example.com')
    expect(icsValue(mailed, 'METHOD')).toBe('CANCEL')
    expect(icsValue(mailed, 'UID')).toBe(icsValue(first, 'UID'))
    expect(icsValue(mailed, 'SEQUENCE')).toBe(icsValue(cancelled, 'SEQUENCE'))
  })

  it('a confirmation mailed without the visitor token still opens a working manage link; the ambassador file opens their area', async () => {
    const { id } = await bookOne('confirmed@example.com')
    const session = await signInAs(api, alice.email)
    const confirmed = ok(await api.gql<{ respondToMeeting: { meeting: { ics: string } } }>(RESPOND, { input: { meetingId: id, action: 'CONFIRM' } }, { token: session }))
      .respondToMeeting.meeting
    expect(icsValue(confirmed.ics, 'URL')).toBe(`${api.env.publicUrl}/ambassadors`)
    const mailed = await visitorMailIcs('meeting_confirmed', 'confirmed@example.com')
    expect(icsValue(mailed, 'STATUS')).toBe('CONFIRMED')
    const freshToken = /\/meet\?manage=(mt_[\w-]+)$/.exec(icsValue(mailed, 'URL') ?? '')?.[1] ?? ''
    expect(ok(await api.gql<{ managedMeeting: { id: string } | null }>(MANAGED, { t: freshToken })).managedMeeting?.id).toBe(id)
  })
})
