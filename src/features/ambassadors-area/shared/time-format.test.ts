import { describe, expect, it } from 'vitest'
import { formatDateTime, formatDuration, formatMinutesAgo, formatRelativeToNow, minutesSince, pickUnit } from './time-format'

describe('pickUnit', () => {
  it('uses minutes under an hour, hours under two days, then days', () => {
    expect(pickUnit(0)).toEqual({ value: 0, unit: 'minute' })
    expect(pickUnit(59)).toEqual({ value: 59, unit: 'minute' })
    expect(pickUnit(60)).toEqual({ value: 1, unit: 'hour' })
    expect(pickUnit(47 * 60)).toEqual({ value: 47, unit: 'hour' })
    expect(pickUnit(48 * 60)).toEqual({ value: 2, unit: 'day' })
    expect(pickUnit(5 * 24 * 60 + 600)).toEqual({ value: 5, unit: 'day' })
  })
})

describe('formatMinutesAgo', () => {
  it('says how long a question has been waiting, in English and French', () => {
    expect(formatMinutesAgo(5, 'en')).toBe('5 minutes ago')
    expect(formatMinutesAgo(3 * 60, 'en')).toBe('3 hours ago')
    expect(formatMinutesAgo(3 * 24 * 60, 'en')).toBe('3 days ago')
    expect(formatMinutesAgo(3 * 24 * 60, 'fr')).toBe('il y a 3 jours')
    expect(formatMinutesAgo(0, 'en')).toBe('this minute')
  })

  it('never talks about the future when clocks disagree', () => {
    expect(formatMinutesAgo(-30, 'en')).toBe('this minute')
  })
})

describe('formatRelativeToNow and minutesSince', () => {
  const now = Date.parse('2030-01-10T12:00:00Z')
  it('measures from an ISO instant', () => {
    expect(minutesSince('2030-01-10T11:00:00Z', now)).toBe(60)
    expect(minutesSince('2030-01-10T13:00:00Z', now)).toBe(0)
    expect(formatRelativeToNow('2030-01-09T12:00:00Z', 'en', now)).toBe('24 hours ago')
    expect(formatRelativeToNow('2030-01-07T12:00:00Z', 'fr', now)).toBe('il y a 3 jours')
  })
})

describe('formatDuration', () => {
  it('words a median answer time', () => {
    expect(formatDuration(45, 'en')).toBe('45 minutes')
    expect(formatDuration(150, 'en')).toBe('3 hours')
    expect(formatDuration(1, 'fr')).toBe('1 minute')
    // French puts a no-break space between number and unit.
    expect(formatDuration(4 * 24 * 60, 'fr').replace(/\s/g, ' ')).toBe('4 jours')
  })
})

describe('formatDateTime', () => {
  it('shows the instant in the given zone', () => {
    expect(formatDateTime('2030-06-03T12:00:00Z', 'en', 'Europe/Paris')).toContain('2:00')
    expect(formatDateTime('2030-06-03T12:00:00Z', 'fr', 'America/Toronto')).toContain('08:00')
  })
})
