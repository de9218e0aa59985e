import { describe, expect, it } from 'vitest'
import type { LighthouseFigures } from './lighthouse'
import { lighthouseRows } from './sections'

const run = (over: Partial<LighthouseFigures>): LighthouseFigures => ({
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 1000,
  tbtMs: 0,
  benchmarkIndex: 2000,
  cls: 0,
  failedAudits: [],
  ...over,
})

describe('lighthouseRows', () => {
  it('holds SEO and best practices to 100 (issue 21)', () => {
    const rows = lighthouseRows('/fr', [run({ seo: 0.99, bestPractices: 0.96 })])
    expect(rows.find((row) => row.name === 'SEO')).toMatchObject({ value: '99', goal: '100', pass: false })
    expect(rows.find((row) => row.name === 'Best practices')).toMatchObject({ value: '96', goal: '100', pass: false })
  })
  it('reports the SEO of a noindex page without a goal', () => {
    const rows = lighthouseRows('/iframe', [run({ seo: 0.6 })], { indexed: false })
    expect(rows.find((row) => row.name === 'SEO')).toMatchObject({ value: '60', pass: null })
  })
})
