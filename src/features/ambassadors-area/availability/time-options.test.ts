import { describe, expect, it } from 'vitest'
import { formatCalendarDate, timeChoices, timeZoneChoices, todayIn, weekdayName, zoneOffsetLabel } from './time-options'

describe('time options', () => {
  it('offers quarter hours, midnight as an end only, and keeps an odd stored time', () => {
    const starts = timeChoices('start')
    expect(starts[0]).toBe('00:00')
    expect(starts.at(-1)).toBe('23:45')
    expect(starts).toHaveLength(96)
    const ends = timeChoices('end')
    expect(ends[0]).toBe('00:15')
    expect(ends.at(-1)).toBe('24:00')
    expect(timeChoices('start', '09:10')).toContain('09:10')
  })

  it('names weekdays in the ambassador’s language', () => {
    expect(weekdayName(1, 'en')).toBe('Monday')
    expect(weekdayName(7, 'fr')).toBe('Dimanche')
  })

  it('lists zones with the current one, and labels offsets', () => {
    const zones = timeZoneChoices('Europe/Paris')
    expect(zones).toContain('Europe/Paris')
    expect(zones).toContain('UTC')
    expect(zoneOffsetLabel('Asia/Tokyo')).toBe('GMT+9')
  })

  it('knows today in a zone and words calendar dates without shifting them', () => {
    const instant = new Date('2030-05-01T23:30:00Z')
    expect(todayIn('Europe/Paris', instant)).toBe('2030-05-02')
    expect(todayIn('America/Toronto', instant)).toBe('2030-05-01')
    expect(formatCalendarDate('2030-05-03', 'en')).toBe('Friday, May 3, 2030')
  })
})
