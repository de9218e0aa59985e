/**
 * Issue 33: the ambassador marks a past confirmed call HELD or MISSED (and can
 * correct it); insights counts both — a missed call leaves `meetingsHeld` for
 * `meetingsMissed`, on the dashboard and in the ambassador's figures. Only
 * their own calls, only confirmed ones whose start has passed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alice, bruno, OWNER_EMAIL, signInAs, signInAsStaff } from './helpers/fixtures'
import { insertCall } from './helpers/meeting-rows'
import { errorCode, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
let owner = ''
let ambassador = ''
beforeAll(async () => {
  api = await startTestApi({ responseCache: false })
  owner = await signInAsStaff(api, OWNER_EMAIL)
  ambassador = await signInAs(api, alice.email)
})
afterAll(async () => {
  await api?.close()
})

const MARK = `mutation($id: ID!, $a: MeetingAttendance!) { markMeetingAttendance(meetingId: $id, attendance: $a) { meeting { id attendance } fieldErrors { field code message } } }`
interface Marked {
  markMeetingAttendance: { meeting: { id: string; attendance: string | null } | null; fieldErrors: { field: string; code: string; message: string }[] }
}
const mark = async (id: string, attendance: 'HELD' | 'MISSED', token = ambassador) => api.gql<Marked>(MARK, { id, a: attendance }, { token })

const DAY = '2024-03-05'
const FIGURES = `query($from: Date!, $to: Date!) {
  insights(from: $from, to: $to) { totals { meetingsHeld meetingsMissed } series { date meetingsHeld meetingsMissed } }
  ambassadorInsights(from: $from, to: $to) { ambassador { id } meetingsHeld }
}`
interface Figures {
  insights: { totals: { meetingsHeld: number; meetingsMissed: number }; series: { date: string; meetingsHeld: number; meetingsMissed: number }[] }
  ambassadorInsights: { ambassador: { id: string }; meetingsHeld: number }[]
}
const figures = async () => {
  const data = ok(await api.gql<Figures>(FIGURES, { from: DAY, to: DAY }, { token: owner }))
  return { ...data.insights.totals, aliceHeld: data.ambassadorInsights.find((a) => a.ambassador.id === alice.id)?.meetingsHeld }
}

describe('held or missed', () => {
  it('an ended confirmed call counts as held until marked missed; the mark can be corrected; insights follows', async () => {
    const one = await insertCall(api.db, alice.id, { startsAt: new Date(`${DAY}T09:00:00Z`), firstName: 'Hana', email: 'held@example.com' })
    await insertCall(api.db, alice.id, { startsAt: new Date(`${DAY}T10:00:00Z`), firstName: 'Hugo', email: 'held2@example.com' })
    expect(await figures()).toEqual({ meetingsHeld: 2, meetingsMissed: 0, aliceHeld: 2 })

    const missed = ok(await mark(one.id, 'MISSED')).markMeetingAttendance
    expect(missed).toEqual({ meeting: { id: one.id, attendance: 'MISSED' }, fieldErrors: [] })
    expect(await figures()).toEqual({ meetingsHeld: 1, meetingsMissed: 1, aliceHeld: 1 })

    expect(ok(await mark(one.id, 'HELD')).markMeetingAttendance.meeting?.attendance).toBe('HELD')
    expect(await figures()).toEqual({ meetingsHeld: 2, meetingsMissed: 0, aliceHeld: 2 })
  })

  it('refuses a call that has not started or was not confirmed, and another ambassador’s call', async () => {
    const future = await insertCall(api.db, alice.id, { startsAt: new Date(Date.now() + 30 * 86_400_000), firstName: 'Futur', email: 'future@example.com' })
    const early = ok(await mark(future.id, 'HELD')).markMeetingAttendance
    expect(early.fieldErrors).toEqual([expect.objectContaining({ field: 'meetingId', code: 'CALL_NOT_PAST' })])
    expect(early.fieldErrors[0]?.message).toContain('once its start time has passed')
    const cancelled = await insertCall(api.db, alice.id, { startsAt: new Date(`${DAY}T12:00:00Z`), firstName: 'Cléo', email: 'cancelled@example.com', status: 'cancelled' })
    expect(ok(await mark(cancelled.id, 'MISSED')).markMeetingAttendance.fieldErrors[0]?.code).toBe('CALL_NOT_PAST')
    const brunos = await insertCall(api.db, bruno.id, { startsAt: new Date(`${DAY}T13:00:00Z`), firstName: 'Bea', email: 'bruno-call@example.com' })
    expect(errorCode(await mark(brunos.id, 'HELD'))).toBe('FORBIDDEN')
    expect(ok(await mark('00000000-0000-4000-8000-00000000dead', 'HELD')).markMeetingAttendance.fieldErrors[0]?.code).toBe('NOT_FOUND')
    expect(errorCode(await mark(brunos.id, 'HELD', ''))).toBe('UNAUTHENTICATED')
  })
})
