import { describe, expect, it } from 'vitest'
import { figuresFromFile, formatTable } from './figures'

describe('hand-over figures', () => {
  it('reads the documented format', () => {
    const rows = figuresFromFile('API', { figures: [{ name: 'list', value: 2450.456, unit: 'req/s', goal: '≥ 2000', pass: true }] })
    expect(rows).toEqual([{ group: 'API', name: 'list', value: '2450.46 req/s', goal: '≥ 2000', pass: true }])
  })

  it('still shows every number of a file in another shape', () => {
    const rows = figuresFromFile('Map', { clusters: { firstRenderMs: 120 }, ok: true })
    expect(rows.map((r) => `${r.name}=${r.value}`)).toEqual(['clusters.firstRenderMs=120', 'ok=true'])
  })
})

describe('the table', () => {
  it('aligns columns and marks each figure against its goal', () => {
    const table = formatTable([
      { group: 'JS', name: '/', value: '120.0 KB', goal: '≤ 135 KB', pass: true },
      { group: 'JS', name: '/community', value: '210.0 KB', goal: '≤ 200 KB', pass: false },
      { group: 'Build', name: 'time', value: '60 s', goal: '—', pass: null },
    ])
    const lines = table.split('\n')
    expect(new Set(lines.map((l) => l.length)).size).toBe(1)
    expect(lines[2]).toMatch(/✓ +\|$/)
    expect(lines[3]).toMatch(/✗ +\|$/)
    expect(lines[4]).toMatch(/· +\|$/)
  })
})
