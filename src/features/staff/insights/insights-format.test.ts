import { describe, expect, it } from 'vitest'
import { compareWithPrevious, formatCount, formatDay, formatDaySeconds, formatScore, formatShare, LOWER_IS_BETTER, shareOf, verdictOf, VERDICT_ARROWS } from './insights-format'

const plain = (text: string): string => text.replace(/\u00a0|\u202f/g, ' ')

describe('insights formatting', () => {
  it('writes figures in each language', () => {
    expect(formatCount(12345, 'en')).toBe('12,345')
    expect(plain(formatCount(12345, 'fr'))).toBe('12 345')
    expect(formatShare(0.123, 'en')).toBe('12%')
    expect(plain(formatShare(0.123, 'fr'))).toBe('12 %')
    expect(formatScore(4.25, 'en')).toBe('4.3')
    expect(formatScore(4, 'fr')).toBe('4,0')
  })

  it('writes calendar days as they are, whatever the browser zone', () => {
    expect(formatDay('2026-11-30', 'en')).toBe('Nov 30, 2026')
    expect(formatDay('2026-11-30', 'fr')).toBe('30 nov. 2026')
    expect(formatDay('2026-11-30', 'en', 'long')).toBe('Monday, November 30, 2026')
    expect(formatDaySeconds(Date.UTC(2026, 10, 1) / 1000, 'fr')).toBe('1 nov.')
  })

  it('compares with the previous period', () => {
    expect(compareWithPrevious(112, 100)).toEqual({ kind: 'up', ratio: 0.12 })
    expect(compareWithPrevious(75, 100)).toEqual({ kind: 'down', ratio: 0.25 })
    expect(compareWithPrevious(1000, 1001)).toEqual({ kind: 'same' })
    expect(compareWithPrevious(0, 0)).toEqual({ kind: 'same' })
    expect(compareWithPrevious(5, 0)).toEqual({ kind: 'new' })
    expect(compareWithPrevious(null, 4)).toEqual({ kind: 'none' })
    expect(compareWithPrevious(4, null)).toEqual({ kind: 'none' })
  })
})

describe('shareOf (issue 34: a stated denominator, never above 100 %)', () => {
  it('is the part of the whole, capped at the whole', () => {
    expect(shareOf(42, 120)).toBeCloseTo(0.35)
    expect(shareOf(192, 120)).toBe(1)
    expect(shareOf(0, 120)).toBe(0)
  })

  it('is null without a whole to take it of', () => {
    expect(shareOf(3, 0)).toBeNull()
  })
})

describe('verdictOf (issue 34: better or worse, not up or down)', () => {
  it('calls more visits better and fewer worse', () => {
    expect(verdictOf(compareWithPrevious(120, 100), LOWER_IS_BETTER.has('visits'))).toBe('better')
    expect(verdictOf(compareWithPrevious(80, 100), LOWER_IS_BETTER.has('visits'))).toBe('worse')
    expect(verdictOf(compareWithPrevious(5, 0), LOWER_IS_BETTER.has('visits'))).toBe('better')
  })

  it('calls a falling answer time, or fewer missed calls, better', () => {
    expect(verdictOf(compareWithPrevious(90, 180), LOWER_IS_BETTER.has('medianFirstAnswer'))).toBe('better')
    expect(verdictOf(compareWithPrevious(240, 180), LOWER_IS_BETTER.has('medianFirstAnswer'))).toBe('worse')
    expect(verdictOf(compareWithPrevious(3, 0), LOWER_IS_BETTER.has('meetingsMissed'))).toBe('worse')
  })

  it('says nothing when nothing moved or there is nothing to compare', () => {
    expect(verdictOf(compareWithPrevious(100, 100), false)).toBe('neutral')
    expect(verdictOf(compareWithPrevious(null, 100), true)).toBe('neutral')
    expect(VERDICT_ARROWS.better).toBe('▲')
    expect(VERDICT_ARROWS.worse).toBe('▼')
  })
})
