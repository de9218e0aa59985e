import { describe, expect, it } from 'vitest'
import { DEFAULT_RANGE, parseRange, resolveRange, serializeRange } from './range-choice'

describe('range choice', () => {
  const now = new Date('2026-11-30T23:30:00Z')

  it('counts a preset back from today in the organization zone, today included', () => {
    expect(resolveRange({ preset: 'last7' }, 'UTC', now)).toEqual({ from: '2026-11-24', to: '2026-11-30' })
    expect(resolveRange({ preset: 'last30' }, 'Europe/Paris', now)).toEqual({ from: '2026-11-02', to: '2026-12-01' })
    expect(resolveRange({ preset: 'last90' }, 'UTC', now)).toEqual({ from: '2026-09-02', to: '2026-11-30' })
  })

  it('keeps custom days as chosen', () => {
    expect(resolveRange({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' }, 'UTC', now)).toEqual({ from: '2026-01-01', to: '2026-01-31' })
  })

  it('round-trips through storage', () => {
    for (const choice of [{ preset: 'last7' as const }, { preset: 'last90' as const }, { preset: 'custom' as const, from: '2026-01-01', to: '2026-02-01' }])
      expect(parseRange(serializeRange(choice))).toEqual(choice)
  })

  it('falls back to the default for anything stored that is not a valid choice', () => {
    for (const stored of [null, '', 'last14', 'custom:2026-02-01', 'custom:2026-02-01:2026-01-01', 'custom:2026-01-01:2028-01-01', 'custom:a:b', 'custom:2026-01-01:2026-01-02:x'])
      expect(parseRange(stored)).toEqual(DEFAULT_RANGE)
  })
})
