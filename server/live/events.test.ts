import { describe, expect, it } from 'vitest'
import { accessChanged, decodeEvent, encodeEvent, liveKey } from './events'

describe('live events', () => {
  it('travel as JSON with the moment they were published, and come back the same', () => {
    const at = new Date('2030-01-01T12:00:00Z')
    const event = { topic: 'inbox', orgId: 'o', ambassadorId: 'a', kind: 'NEW_QUESTION', questionId: 'q' } as const
    expect(decodeEvent(encodeEvent(event, at))).toEqual({ ...event, at: at.toISOString() })
    expect(liveKey(event)).toBe('inbox:a')
  })

  it('name whose rights changed, by session, staff member or ambassador (decision 092)', () => {
    const event = accessChanged('o', 'STAFF_REMOVED', { staffId: 'm' })
    expect(decodeEvent(encodeEvent(event))).toMatchObject({ topic: 'access', holder: 'staff:m', kind: 'STAFF_REMOVED' })
    expect(liveKey(accessChanged('o', 'SIGNED_OUT', { sessionId: 's' }))).toBe('access:session:s')
    expect(liveKey(accessChanged('o', 'AMBASSADOR_STATUS', { ambassadorId: 'a' }))).toBe('access:ambassador:a')
    expect(decodeEvent('{"topic":"access","orgId":"o","kind":"SIGNED_OUT","at":"x"}')).toBeNull()
  })

  it('refuse what is not ours on the channel', () => {
    for (const payload of ['', 'not json', '42', '{"topic":"thread","orgId":"o","kind":"ANSWERED","at":"x"}', '{"topic":"other","orgId":"o","kind":"x","at":"x"}']) {
      expect(decodeEvent(payload)).toBeNull()
    }
  })

  it('stay far below the NOTIFY limit: a body in an event is refused', () => {
    expect(() => encodeEvent({ topic: 'thread', orgId: 'o'.repeat(9000), threadId: 't', kind: 'ANSWERED' })).toThrow(/send ids/)
  })
})
