import { describe, expect, it } from 'vitest'
import { formatDateTime, formatTimeAgo } from './time-ago'

const now = new Date('2030-03-10T12:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

describe('formatTimeAgo', () => {
  it('picks the largest fitting unit, in the locale', () => {
    expect(formatTimeAgo(ago(3 * 3600), now, 'en')).toBe('3 hours ago')
    expect(formatTimeAgo(ago(3 * 3600), now, 'fr')).toBe('il y a 3 heures')
    expect(formatTimeAgo(ago(5 * 60 + 20), now, 'en')).toBe('5 minutes ago')
    expect(formatTimeAgo(ago(2 * 24 * 3600), now, 'fr')).toBe('avant-hier')
    expect(formatTimeAgo(ago(24 * 3600), now, 'en')).toBe('yesterday')
  })

  it('says "now" under a minute, also for a slightly future time (clock skew)', () => {
    expect(formatTimeAgo(ago(20), now, 'en')).toBe('now')
    expect(formatTimeAgo(ago(-5), now, 'fr')).toBe('maintenant')
  })

  it('formats the full date in a given zone', () => {
    expect(formatDateTime('2030-03-10T12:00:00Z', 'en', 'Europe/Paris')).toBe('March 10, 2030 at 1:00 PM')
  })
})
