import { describe, expect, it } from 'vitest'
import { expandSlots, isSlotStart } from './slots'
import { fromLocal, offsetMinutes, toLocal } from '../core/time-zones'

const iso = (ms: number): string => new Date(ms).toISOString()
const at = (s: string): number => Date.parse(s)

describe('time zones', () => {
  it('converts wall-clock time to UTC across zones', () => {
    expect(iso(fromLocal({ year: 2030, month: 1, day: 15, minute: 9 * 60 }, 'Europe/Paris') ?? 0)).toBe('2030-01-15T08:00:00.000Z')
    expect(iso(fromLocal({ year: 2030, month: 7, day: 15, minute: 9 * 60 }, 'Europe/Paris') ?? 0)).toBe('2030-07-15T07:00:00.000Z')
    expect(iso(fromLocal({ year: 2030, month: 1, day: 15, minute: 9 * 60 }, 'Asia/Tokyo') ?? 0)).toBe('2030-01-15T00:00:00.000Z')
    expect(iso(fromLocal({ year: 2030, month: 1, day: 15, minute: 9 * 60 + 30 }, 'Asia/Kolkata') ?? 0)).toBe('2030-01-15T04:00:00.000Z')
    expect(iso(fromLocal({ year: 2030, month: 1, day: 15, minute: 20 * 60 }, 'America/Los_Angeles') ?? 0)).toBe('2030-01-16T04:00:00.000Z')
  })
  it('returns null for a time skipped by the spring DST jump, and the first of an ambiguous one', () => {
    // Europe/Paris jumps 02:00 → 03:00 on 2030-03-31; 02:00–03:00 happens twice on 2030-10-27.
    expect(fromLocal({ year: 2030, month: 3, day: 31, minute: 2 * 60 + 30 }, 'Europe/Paris')).toBeNull()
    expect(iso(fromLocal({ year: 2030, month: 10, day: 27, minute: 2 * 60 + 30 }, 'Europe/Paris') ?? 0)).toBe('2030-10-27T00:30:00.000Z')
  })
  it('reads offsets and local dates', () => {
    expect(offsetMinutes(at('2030-01-15T12:00:00Z'), 'America/New_York')).toBe(-300)
    expect(toLocal(at('2030-01-15T23:30:00Z'), 'Asia/Tokyo')).toEqual({ year: 2030, month: 1, day: 16, minute: 8 * 60 + 30 })
  })
})

const paris = { timeZone: 'Europe/Paris', meetingMinutes: 30, outOfOffice: [], windows: [{ weekday: 2, startMinute: 9 * 60, endMinute: 11 * 60 }] }

describe('expandSlots', () => {
  it('cuts a weekly window into back-to-back slots in UTC', () => {
    // 2030-01-15 is a Tuesday.
    const slots = expandSlots(paris, at('2030-01-14T00:00:00Z'), at('2030-01-16T00:00:00Z'), [])
    expect(slots.map((s) => iso(s.startsAt))).toEqual(['2030-01-15T08:00:00.000Z', '2030-01-15T08:30:00.000Z', '2030-01-15T09:00:00.000Z', '2030-01-15T09:30:00.000Z'])
    expect(slots.every((s) => s.endsAt - s.startsAt === 30 * 60_000)).toBe(true)
  })
  it('repeats every week and follows the zone through DST', () => {
    const slots = expandSlots(paris, at('2030-03-25T00:00:00Z'), at('2030-04-03T00:00:00Z'), [])
    expect(iso(slots[0]?.startsAt ?? 0)).toBe('2030-03-26T08:00:00.000Z') // UTC+1
    expect(iso(slots[4]?.startsAt ?? 0)).toBe('2030-04-02T07:00:00.000Z') // UTC+2 after the switch
  })
  it('drops slots in the DST gap', () => {
    const night = { ...paris, windows: [{ weekday: 7, startMinute: 60, endMinute: 4 * 60 }], meetingMinutes: 60 }
    const slots = expandSlots(night, at('2030-03-30T00:00:00Z'), at('2030-04-01T00:00:00Z'), [])
    expect(slots.map((s) => iso(s.startsAt))).toEqual(['2030-03-31T00:00:00.000Z', '2030-03-31T01:00:00.000Z']) // 01:00, (02:00 missing), 03:00
  })
  it('removes out-of-office dates, busy meetings and anything outside [from, to]', () => {
    const from = at('2030-01-15T08:20:00Z')
    expect(expandSlots({ ...paris, outOfOffice: ['2030-01-15'] }, at('2030-01-14T00:00:00Z'), at('2030-01-16T00:00:00Z'), [])).toEqual([])
    const busy = [{ startsAt: at('2030-01-15T09:00:00Z'), endsAt: at('2030-01-15T09:45:00Z') }]
    expect(expandSlots(paris, from, at('2030-01-16T00:00:00Z'), busy).map((s) => iso(s.startsAt))).toEqual(['2030-01-15T08:30:00.000Z'])
  })
  it('fits slots to the meeting length, dropping a remainder', () => {
    const slots = expandSlots({ ...paris, meetingMinutes: 45 }, at('2030-01-14T00:00:00Z'), at('2030-01-16T00:00:00Z'), [])
    expect(slots.map((s) => iso(s.startsAt))).toEqual(['2030-01-15T08:00:00.000Z', '2030-01-15T08:45:00.000Z'])
  })
  it('handles a window ending at midnight and zones far from UTC', () => {
    const late = { timeZone: 'Pacific/Auckland', meetingMinutes: 60, outOfOffice: [], windows: [{ weekday: 3, startMinute: 22 * 60, endMinute: 24 * 60 }] }
    const slots = expandSlots(late, at('2030-01-14T00:00:00Z'), at('2030-01-17T00:00:00Z'), [])
    expect(slots.map((s) => iso(s.startsAt))).toEqual(['2030-01-16T09:00:00.000Z', '2030-01-16T10:00:00.000Z']) // NZDT = UTC+13
  })
  it('knows which instants are slot starts', () => {
    expect(isSlotStart(paris, at('2030-01-15T08:30:00Z'))).toBe(true)
    expect(isSlotStart(paris, at('2030-01-15T08:15:00Z'))).toBe(false)
    expect(isSlotStart(paris, at('2030-01-16T08:30:00Z'))).toBe(false)
  })
})
