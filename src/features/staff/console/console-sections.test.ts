import { describe, expect, it } from 'vitest'
import { SECTIONS, sectionsFor, visibleSection } from './console-sections'

describe('console sections by role', () => {
  it('gives owners every section', () => {
    expect(sectionsFor('OWNER')).toEqual(SECTIONS)
  })

  it('hides the owners-only sections from editors', () => {
    expect(sectionsFor('EDITOR')).toEqual(['settings', 'ambassadors', 'safeguarding', 'moderation', 'insights'])
  })

  it("falls back to Settings when an editor's stored section is an owner's", () => {
    expect(visibleSection('audit', sectionsFor('EDITOR'))).toBe('settings')
    expect(visibleSection('insights', sectionsFor('EDITOR'))).toBe('insights')
    expect(visibleSection('audit', sectionsFor('OWNER'))).toBe('audit')
  })
})
