import { describe, expect, it } from 'vitest'
import { addDays, dayToUtcMs, inclusiveDayCount, isCalendarDay, todayIn } from './calendar-days'

describe('calendar days', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true)
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2026-02-29')).toBe(false)
    expect(isCalendarDay('2026-13-01')).toBe(false)
    expect(isCalendarDay('26-01-01')).toBe(false)
    expect(isCalendarDay('')).toBe(false)
    expect(dayToUtcMs('1970-01-02')).toBe(86_400_000)
  })

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(addDays('2026-10-24', 7)).toBe('2026-10-31')
  })

  it('counts both ends of a range', () => {
    expect(inclusiveDayCount('2026-11-01', '2026-11-01')).toBe(1)
    expect(inclusiveDayCount('2026-11-01', '2026-11-30')).toBe(30)
    expect(inclusiveDayCount('2026-01-01', '2026-12-31')).toBe(365)
    expect(inclusiveDayCount('2026-11-02', '2026-11-01')).toBe(0)
  })

  it("reads today in the organization's zone, not the machine's", () => {
    const lateEvening = new Date('2026-11-30T23:30:00Z')
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-30')
    expect(todayIn('Europe/Paris', lateEvening)).toBe('2026-12-01')
    expect(todayIn('America/Toronto', new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30')
  })
})
