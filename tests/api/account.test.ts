import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organizations } from '../../server/db/schema'
import { bruno, dolores, signInAs } from './helpers/fixtures'
import { freeSlots } from './helpers/slots'
import { errorCode, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let token = ''
beforeAll(async () => {
  api = await startTestApi()
  token = await signInAs(api, dolores.email)
  // This file is about the edit itself: the organization publishes profile changes at once (review: profile-review.test.ts).
  await api.db.update(organizations).set({ requireProfileApproval: false })
})
afterAll(async () => {
  await api?.close()
})

const SET = `mutation($input: AvailabilityInput!) { setAvailability(input: $input) {
  me { timeZone meetingMinutes acceptsMeetings outOfOffice weeklyAvailability { weekday start end } } fieldErrors { field code message } } }`
const PROFILE = `mutation($input: ProfileInput!) { updateProfile(input: $input) {
  me { ambassador { headline bio bioFr: bio(locale: fr) languages city interests { key } latitude } } fieldErrors { field code } } }`
type SetResult = {
  setAvailability: {
    me: { timeZone: string; meetingMinutes: number; weeklyAvailability: { weekday: number; start: string; end: string }[]; outOfOffice: string[] } | null
    fieldErrors: { field: string; code: string; message: string }[]
  }
}
type ProfileResult = {
  updateProfile: {
    me: { ambassador: { headline: string; bio: string; bioFr: string; languages: string[]; city: string; interests: { key: string }[]; latitude: number } } | null
    fieldErrors: { field: string; code: string }[]
  }
}

const everyDay = (start: string, end: string) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }))

describe('setAvailability', () => {
  it('replaces windows, zone and length; /meet slots follow at once', async () => {
    const input = { timeZone: 'Asia/Tokyo', meetingMinutes: 60, acceptsMeetings: true, windows: everyDay('07:00', '09:00'), outOfOffice: [] }
    const res = ok(await api.gql<SetResult>(SET, { input }, { token })).setAvailability
    expect(res.fieldErrors).toEqual([])
    expect(res.me).toMatchObject({ timeZone: 'Asia/Tokyo', meetingMinutes: 60 })
    expect(res.me?.weeklyAvailability).toHaveLength(7)
    const slots = await freeSlots(api, dolores.id)
    expect(slots.length).toBeGreaterThanOrEqual(24)
    for (const s of slots) {
      const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(s.startsAt))
      expect(['07:00', '08:00']).toContain(hour)
      expect(Date.parse(s.endsAt) - Date.parse(s.startsAt)).toBe(3_600_000)
    }
  })
  it('out-of-office dates remove their slots and show on the card; accepting no calls removes all', async () => {
    const tokyoDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date(iso))
    const slots = await freeSlots(api, dolores.id)
    const day = tokyoDay(slots[0]?.startsAt ?? '')
    // That day's slots, counted: the 12-hour notice can leave the first day with one slot of two.
    const onThatDay = slots.filter((slot) => tokyoDay(slot.startsAt) === day).length
    expect(onThatDay).toBeGreaterThan(0)
    const input = { timeZone: 'Asia/Tokyo', meetingMinutes: 60, acceptsMeetings: true, windows: everyDay('07:00', '09:00'), outOfOffice: [day] }
    ok(await api.gql<SetResult>(SET, { input }, { token }))
    const after = await freeSlots(api, dolores.id)
    expect(after.length).toBe(slots.length - onThatDay)
    expect(after.some((slot) => tokyoDay(slot.startsAt) === day)).toBe(false)
    const card = ok(
      await api.gql<{ ambassador: { outOfOfficeDates: string[] } }>('query($id: ID!) { ambassador(id: $id) { outOfOfficeDates outOfOffice } }', { id: dolores.id }),
    ).ambassador
    expect(card.outOfOfficeDates).toEqual([day])
    ok(await api.gql<SetResult>(SET, { input: { ...input, acceptsMeetings: false } }, { token }))
    expect(await freeSlots(api, dolores.id)).toEqual([])
  })
  it('points at each bad field: zone, length, window rows, dates', async () => {
    const input = {
      timeZone: 'Mars/Base',
      meetingMinutes: 7,
      acceptsMeetings: true,
      outOfOffice: ['2030-02-30x'],
      windows: [
        { weekday: 1, start: '10:00', end: '09:00' },
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 2, start: '11:00', end: '13:00' },
        { weekday: 9, start: '09:00', end: '10:00' },
      ],
    }
    const first = await api.gql<SetResult>(SET, { input }, { token })
    expect(first.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT') // Date scalar: not YYYY-MM-DD
    const res = ok(await api.gql<SetResult>(SET, { input: { ...input, outOfOffice: [] } }, { token })).setAvailability
    expect(res.fieldErrors.map((e) => [e.field, e.code])).toEqual([
      ['timeZone', 'TIME_ZONE'],
      ['meetingMinutes', 'NOT_ALLOWED'],
    ])
    const rows = ok(await api.gql<SetResult>(SET, { input: { ...input, timeZone: 'Europe/Paris', meetingMinutes: 30, outOfOffice: [] } }, { token })).setAvailability
    expect(rows.fieldErrors.map((e) => [e.field, e.code])).toEqual([
      ['windows.0.end', 'END_BEFORE_START'],
      ['windows.3.weekday', 'INVALID'],
    ])
    const overlap = ok(
      await api.gql<SetResult>(SET, { input: { ...input, timeZone: 'Europe/Paris', meetingMinutes: 30, outOfOffice: [], windows: input.windows.slice(1, 3) } }, { token }),
    ).setAvailability
    expect(overlap.fieldErrors).toEqual([expect.objectContaining({ field: 'windows.1.start', code: 'OVERLAP', message: 'This time overlaps another window of the same day.' })])
  })
  it('needs an ambassador session', async () => {
    expect(errorCode(await api.gql(SET, { input: { timeZone: 'UTC', meetingMinutes: 30, acceptsMeetings: true, windows: [], outOfOffice: [] } }))).toBe('UNAUTHENTICATED')
  })
})

describe('updateProfile', () => {
  const profile = {
    headline: 'Ask me about law in Madrid',
    bioEn: 'I studied law.',
    bioFr: "J'ai étudié le droit.",
    languages: ['ES', 'en'],
    interests: ['volunteering', 'music'],
    city: 'Sevilla',
    latitude: 37.39,
    longitude: -5.98,
  }
  it('updates the public card, the search and the matching', async () => {
    const res = ok(await api.gql<ProfileResult>(PROFILE, { input: profile }, { token })).updateProfile
    expect(res.fieldErrors).toEqual([])
    expect(res.me?.ambassador).toMatchObject({
      headline: profile.headline,
      bio: 'I studied law.',
      bioFr: "J'ai étudié le droit.",
      languages: ['es', 'en'],
      city: 'Sevilla',
      latitude: 37.39,
      interests: [{ key: 'volunteering' }, { key: 'music' }],
    })
    const found = ok(await api.gql<{ ambassadors: { nodes: { id: string }[] } }>('{ ambassadors(filter: { text: "sevilla" }) { nodes { id } } }')).ambassadors.nodes
    expect(found.map((n) => n.id)).toEqual([dolores.id])
    const match = ok(
      await api.gql<{ match: { ambassadors: { ambassador: { id: string }; reasons: { code: string }[] }[] } }>(
        '{ match(input: { fields: ["law"], languages: ["en"], studyLevel: ALUMNI, first: 1 }) { ambassadors { ambassador { id } reasons { code } } } }',
      ),
    ).match
    expect(match.ambassadors[0]?.ambassador.id).toBe(dolores.id)
    expect(match.ambassadors[0]?.reasons.map((r) => r.code)).toContain('SPEAKS_LANGUAGE')
  })
  it('validates with the shared profile rules and known interests', async () => {
    const res = ok(await api.gql<ProfileResult>(PROFILE, { input: { ...profile, headline: '', languages: ['English'], interests: ['skydiving'] } }, { token })).updateProfile
    expect(res.fieldErrors).toEqual([
      { field: 'headline', code: 'REQUIRED' },
      { field: 'languages', code: 'REGEX' },
    ])
    const unknownInterest = ok(await api.gql<ProfileResult>(PROFILE, { input: { ...profile, interests: ['skydiving'] } }, { token })).updateProfile
    expect(unknownInterest.fieldErrors).toEqual([{ field: 'interests', code: 'NOT_ALLOWED' }])
  })
  it("can't touch someone else's profile: the session decides whose", async () => {
    const other = await signInAs(api, bruno.email)
    ok(await api.gql<ProfileResult>(PROFILE, { input: { ...profile, headline: 'Bruno here' } }, { token: other }))
    const d = ok(await api.gql<{ ambassador: { headline: string } }>('query($id: ID!) { ambassador(id: $id) { headline } }', { id: dolores.id })).ambassador
    expect(d.headline).toBe(profile.headline)
  })
})
