import { describe, expect, it } from 'vitest'
import { formatCalendarDate, fromTimeInput, timeZoneChoices, todayIn, toTimeInput, weekdayName, zoneChoiceLabel, zoneOffsetLabel } from './time-options'

describe('time options', () => {
  it('shows a midnight end as 00:00 and stores it back as 24:00; starts stay 00:00', () => {
    expect(toTimeInput('24:00')).toBe('00:00')
    expect(toTimeInput('09:30')).toBe('09:30')
    expect(fromTimeInput('end', '00:00')).toBe('24:00')
    expect(fromTimeInput('start', '00:00')).toBe('00:00')
    expect(fromTimeInput('end', '17:45:00')).toBe('17:45')
    expect(fromTimeInput('end', '')).toBe('')
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

  it('offers a zone by its human name in the page language, never the IANA id alone', () => {
    const winter = new Date('2030-01-15T12:00:00Z')
    expect(zoneChoiceLabel('Europe/Paris', 'en', winter)).toBe('Central European Time — Paris (GMT+1)')
    expect(zoneChoiceLabel('Europe/Paris', 'fr', winter)).toMatch(/^heure d.Europe centrale — Paris \(GMT\+1\)$/)
    expect(zoneChoiceLabel('UTC', 'fr', winter)).toBe('UTC')
  })

  it('knows today in a zone and words calendar dates without shifting them', () => {
    const instant = new Date('2030-05-01T23:30:00Z')
    expect(todayIn('Europe/Paris', instant)).toBe('2030-05-02')
    expect(todayIn('America/Toronto', instant)).toBe('2030-05-01')
    expect(formatCalendarDate('2030-05-03', 'en')).toBe('Friday, May 3, 2030')
  })
})
