import { describe, expect, it } from 'vitest'
import { SIGN_IN_GUESSES_PER_HOUR } from '../../src/contract/limits'
import { GUESS_DELAYS_S, GUESS_WINDOW_S, guessWaitSeconds } from './sign-in-guard'

const now = 1_800_000_000_000
const state = (failures: number, oldestAgoS: number, latestAgoS: number) => ({ failures, oldestMs: now - oldestAgoS * 1000, latestMs: now - latestAgoS * 1000, nowMs: now })

describe('guessWaitSeconds', () => {
  it('has one delay per guess of the hourly allowance, never shrinking', () => {
    expect(GUESS_DELAYS_S).toHaveLength(SIGN_IN_GUESSES_PER_HOUR)
    for (let i = 1; i < GUESS_DELAYS_S.length; i++) expect(GUESS_DELAYS_S[i]).toBeGreaterThanOrEqual(GUESS_DELAYS_S[i - 1] ?? 0)
  })
  it('lets the first guesses through at once', () => {
    expect(guessWaitSeconds({ failures: 0, oldestMs: null, latestMs: null, nowMs: now })).toBe(0)
    expect(guessWaitSeconds(state(5, 1, 0))).toBe(0)
  })
  it('then waits a growing delay after the latest wrong code', () => {
    expect(guessWaitSeconds(state(6, 30, 10))).toBe((GUESS_DELAYS_S[6] ?? 0) - 10)
    expect(guessWaitSeconds(state(9, 900, 0))).toBe(GUESS_DELAYS_S[9])
    expect(guessWaitSeconds(state(7, 900, (GUESS_DELAYS_S[7] ?? 0) + 1))).toBe(0)
  })
  it('stretches with RATE_LIMIT_SCALE like every limit (browser test runs)', () => {
    expect(guessWaitSeconds(state(SIGN_IN_GUESSES_PER_HOUR, 600, 0), 50)).toBe(0)
    expect(guessWaitSeconds(state(SIGN_IN_GUESSES_PER_HOUR * 50, 600, 5), 50)).toBe(GUESS_WINDOW_S - 600)
  })
  it('refuses every guess once the hour holds the allowance, until its oldest wrong code is an hour old', () => {
    expect(guessWaitSeconds(state(SIGN_IN_GUESSES_PER_HOUR, 600, 5))).toBe(GUESS_WINDOW_S - 600)
  })
})
