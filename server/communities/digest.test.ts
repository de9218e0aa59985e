import { describe, expect, it } from 'vitest'
import { digestWeekOf } from './digest'

describe('digestWeekOf', () => {
  it('is the Monday of the week, weeks starting Monday at 07:00 UTC', () => {
    expect(digestWeekOf(new Date('2026-11-30T07:00:00Z'))).toBe('2026-11-30') // Monday, at the hour
    expect(digestWeekOf(new Date('2026-11-30T06:59:59Z'))).toBe('2026-11-23') // Monday, before it: last week
    expect(digestWeekOf(new Date('2026-12-06T23:59:00Z'))).toBe('2026-11-30') // Sunday night
    expect(digestWeekOf(new Date('2026-12-07T06:00:00Z'))).toBe('2026-11-30') // next Monday, before the hour
    expect(digestWeekOf(new Date('2027-01-01T12:00:00Z'))).toBe('2026-12-28') // across the year
  })
})
