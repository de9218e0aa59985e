import { describe, expect, it } from 'vitest'
import { MESSAGES, messageText } from './messages'
import { INSIGHTS_RANGE_MESSAGE_KEYS, insightsRangeProblems } from './insights-range'
import { INSIGHTS_RANGE_MAX_DAYS } from './limits'

describe('insightsRangeProblems', () => {
  it('accepts a single day and a whole leap year', () => {
    expect(insightsRangeProblems('2026-11-01', '2026-11-01')).toEqual({})
    expect(insightsRangeProblems('2028-01-01', '2028-12-31')).toEqual({})
  })

  it('refuses more than the maximum, counting both ends', () => {
    expect(INSIGHTS_RANGE_MAX_DAYS).toBe(366)
    expect(insightsRangeProblems('2026-01-01', '2027-01-01')).toEqual({})
    expect(insightsRangeProblems('2026-01-01', '2027-01-02')).toEqual({ to: 'tooLong' })
  })

  it('refuses an end before the start', () => {
    expect(insightsRangeProblems('2026-11-02', '2026-11-01')).toEqual({ to: 'order' })
  })

  it('names each missing or impossible end', () => {
    expect(insightsRangeProblems('', '')).toEqual({ from: 'fromMissing', to: 'toMissing' })
    expect(insightsRangeProblems('2026-02-30', '2026-03-01')).toEqual({ from: 'fromInvalid' })
    expect(insightsRangeProblems('2026-02-01', '01/03/2026')).toEqual({ to: 'toInvalid' })
  })

  it('has a message in every language for every problem', () => {
    for (const locale of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[])
      for (const key of Object.values(INSIGHTS_RANGE_MESSAGE_KEYS)) expect(messageText(locale, key), `${locale} ${key}`).toBeTruthy()
  })
})
