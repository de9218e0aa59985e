import { describe, expect, it } from 'vitest'
import { daysOf, parseRange, previousRange, rangeProblem } from './range'

describe('parseRange', () => {
  it('accepts inclusive ranges up to 366 days and lists every day', () => {
    const range = parseRange('2028-02-27', '2028-03-01', 'America/Toronto')
    expect(range?.days).toBe(4)
    expect(range && daysOf(range)).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01'])
    expect(parseRange('2026-01-01', '2027-01-01', 'UTC')?.days).toBe(366)
  })

  it('refuses reversed, too long or impossible ranges', () => {
    expect(parseRange('2026-03-02', '2026-03-01', 'UTC')).toBeNull()
    expect(parseRange('2026-01-01', '2027-01-02', 'UTC')).toBeNull()
    expect(parseRange('2026-02-30', '2026-03-01', 'UTC')).toBeNull()
  })

  it('compares with the equally long period just before', () => {
    const range = parseRange('2026-03-01', '2026-03-07', 'UTC')
    expect(range && previousRange(range)).toMatchObject({ from: '2026-02-22', to: '2026-02-28', days: 7 })
  })

  it('says what is wrong in both languages', () => {
    expect(rangeProblem('en')).toContain('366')
    expect(rangeProblem('fr')).toContain('366 jours')
  })
})
