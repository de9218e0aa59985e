/**
 * Booking integrity under concurrency: many visitors press "Book" on the same
 * slot at the same moment, through real HTTP. Exactly one wins.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { meetings } from '../../server/db/schema'
import { bruno, visitorToken } from './helpers/fixtures'
import { book, bookingInput, freeSlots } from './helpers/slots'
import { freshIp, ok, startTestApi } from './helpers/test-api'
import type { TestApi } from './helpers/test-api'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

const RACERS = 24

describe('concurrent bookings of one slot', () => {
  it(`${RACERS} parallel bookMeeting calls → exactly 1 success, the others SLOT_TAKEN`, async () => {
    const [slot] = await freeSlots(api, bruno.id)
    const startsAt = slot?.startsAt ?? ''
    const tokens = await Promise.all(Array.from({ length: RACERS }, () => visitorToken(api)))
    const results = await Promise.all(tokens.map((token, i) => book(api, bookingInput(bruno.id, startsAt, { email: `racer${i}@example.com` }), { token, ip: freshIp() })))
    const payloads = results.map((r) => ok(r).bookMeeting)
    const winners = payloads.filter((p) => p.meeting !== null)
    const losers = payloads.filter((p) => p.meeting === null)
    expect(winners.length).toBe(1)
    expect(losers.length).toBe(RACERS - 1)
    for (const l of losers) expect(l.fieldErrors).toEqual([expect.objectContaining({ field: 'startsAt', code: 'SLOT_TAKEN' })])
    const live = await api.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.ambassadorId, bruno.id), eq(meetings.startsAt, new Date(startsAt)), inArray(meetings.status, ['pending', 'confirmed'])))
    expect(live.length).toBe(1)
    expect(live[0]?.id).toBe(winners[0]?.meeting?.id)
  })

  it('the database itself refuses a second live meeting on the same slot', async () => {
    const [, slot] = await freeSlots(api, bruno.id)
    const row = {
      orgId: '',
      ambassadorId: bruno.id,
      startsAt: new Date(slot?.startsAt ?? ''),
      endsAt: new Date(slot?.endsAt ?? ''),
      type: 'video' as const,
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      phone: '+33612345678',
      locale: 'en',
    }
    const [existing] = await api.db.select({ orgId: meetings.orgId }).from(meetings).limit(1)
    row.orgId = existing?.orgId ?? ''
    await api.db.insert(meetings).values(row)
    await expect(api.db.insert(meetings).values(row)).rejects.toThrow()
    // A cancelled meeting does not hold the slot.
    await api.db
      .update(meetings)
      .set({ status: 'cancelled' })
      .where(and(eq(meetings.ambassadorId, bruno.id), eq(meetings.startsAt, row.startsAt)))
    await expect(api.db.insert(meetings).values(row)).resolves.toBeDefined()
  })
})
