import { describe, expect, it } from 'vitest'
import { timeZoneLabel, utcOffsetLabel } from './time-zone'

describe('time zone label', () => {
  it('names the zone with its offset at that instant (DST aware)', () => {
    expect(timeZoneLabel('Europe/Paris', new Date('2030-01-15T12:00:00Z'))).toBe('Europe/Paris (UTC+1)')
    expect(timeZoneLabel('Europe/Paris', new Date('2030-07-15T12:00:00Z'))).toBe('Europe/Paris (UTC+2)')
  })

  it('keeps half-hour offsets, signs and plain UTC', () => {
    expect(utcOffsetLabel('Asia/Kolkata', new Date('2030-01-15T12:00:00Z'))).toBe('UTC+5:30')
    expect(utcOffsetLabel('America/St_Johns', new Date('2030-01-15T12:00:00Z'))).toBe('UTC-3:30')
    expect(utcOffsetLabel('UTC', new Date('2030-01-15T12:00:00Z'))).toBe('UTC')
  })

  it('names UTC once', () => {
    expect(timeZoneLabel('UTC', new Date('2030-01-15T12:00:00Z'))).toBe('UTC')
    expect(timeZoneLabel('Etc/UTC', new Date('2030-01-15T12:00:00Z'))).toBe('UTC')
    expect(timeZoneLabel('Europe/London', new Date('2030-01-15T12:00:00Z'))).toBe('Europe/London (UTC)')
  })
})
