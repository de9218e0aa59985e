import { afterEach, describe, expect, it } from 'vitest'
import { benchRuns, median } from './stats'

describe('median', () => {
  it('takes the middle value of an odd list and the mean of the middle pair of an even one', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
})

describe('benchRuns', () => {
  afterEach(() => {
    delete process.env.BENCH_RUNS
  })
  it('is at least 5, more when asked', () => {
    expect(benchRuns()).toBe(5)
    process.env.BENCH_RUNS = '2'
    expect(benchRuns()).toBe(5)
    process.env.BENCH_RUNS = '7'
    expect(benchRuns()).toBe(7)
  })
})
