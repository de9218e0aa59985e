import { describe, expect, it } from 'vitest'
import type { CommunityGroup, DirectoryFacets } from './community-queries'
import { EMPTY_STATE } from './directory-state'
import { activeFilters, facetOptions } from './facet-options'

const facets: DirectoryFacets = {
  fields: [
    { term: { key: 'law', name: 'Droit' }, count: 5 },
    { term: { key: 'engineering', name: 'Ingénierie' }, count: 9 },
    { term: { key: 'arts', name: 'Arts' }, count: 5 },
  ],
  studyLevels: [{ studyLevel: 'MASTER', count: 3 }],
  countries: [{ code: 'FR', name: 'France', count: 7 }],
  languages: [{ code: 'de', name: 'allemand', count: 2 }],
  interests: [],
}

describe('facet options', () => {
  const options = facetOptions(facets, 'fr', (level) => `niveau ${level}`)
  it('puts the most common values first, ties by name in the page language', () => {
    expect(options.fields.map((o) => o.value)).toEqual(['engineering', 'arts', 'law'])
  })
  it('labels study levels with the translation and capitalises language names', () => {
    expect(options.studyLevels[0]?.label).toBe('niveau MASTER')
    expect(options.languages[0]?.label).toBe('Allemand')
  })
  it('turns the active filters into chips with readable labels', () => {
    const groups = [{ slug: 'international', name: 'Étudiants internationaux' }] as unknown as CommunityGroup[]
    const chips = activeFilters({ ...EMPTY_STATE, text: 'robots', countries: ['FR'], group: 'international' }, options, groups)
    expect(chips.map((c) => c.label)).toEqual(['“robots”', 'Étudiants internationaux', 'France'])
  })
})
