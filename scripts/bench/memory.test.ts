import { describe, expect, it } from 'vitest'
import { rssGrowth, rssOf } from './memory'

const samples = (values: number[]) => values.map((bytes, i) => ({ atMs: i * 1000, bytes }))

describe('RSS growth', () => {
  it('passes a flat run with GC noise', () => {
    expect(rssGrowth(samples([100, 120, 95, 110, 100, 118, 97, 105, 112])).pass).toBe(true)
  })

  it('fails a leak', () => {
    const verdict = rssGrowth(samples([100, 105, 110, 115, 120, 125, 130, 135, 140]))
    expect(verdict.pass).toBe(false)
    expect(verdict.growth).toBeCloseTo(30 / 105, 5)
  })

  it('needs at least three samples', () => {
    expect(rssGrowth(samples([100, 100])).pass).toBe(false)
  })

  it("reads this process's resident memory", () => {
    expect(rssOf(process.pid)).toBeGreaterThan(1024 * 1024)
  })
})
