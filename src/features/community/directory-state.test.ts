import { describe, expect, it } from 'vitest'
import { activeFilterCount, directoryVariables, EMPTY_STATE, parseDirectoryState, serializeDirectoryState, toAmbassadorFilter, type KnownValues } from './directory-state'

const known: KnownValues = {
  fields: new Set(['engineering', 'law']),
  countries: new Set(['FR', 'CA']),
  languages: new Set(['fr', 'en']),
  interests: new Set(['music']),
  studyLevels: new Set(['MASTER', 'BACHELOR']),
  groups: new Set(['international']),
}

describe('directory state in the query string', () => {
  it('reads every filter, the sort and the view', () => {
    const state = parseDirectoryState(
      '?q=+robots++lab&field=law,engineering&level=master&country=fr&country=CA&language=FR&interest=music&group=international&sort=fastest&view=map',
      known,
    )
    expect(state).toEqual({
      text: 'robots lab',
      fields: ['engineering', 'law'],
      studyLevels: ['MASTER'],
      countries: ['CA', 'FR'],
      languages: ['fr'],
      interests: ['music'],
      group: 'international',
      sort: 'FASTEST_REPLY',
      view: 'map',
    })
  })

  it('ignores unknown keys and values, never throwing', () => {
    expect(parseDirectoryState('?field=astrology&level=wizard&country=XX,FRA&language=klingon&group=nope&sort=random&view=globe&foo=1', known)).toEqual(EMPTY_STATE)
    expect(parseDirectoryState('?country=%E0%A4%A&q=%', known)).toEqual({ ...EMPTY_STATE, text: '%' })
    expect(parseDirectoryState('', known)).toEqual(EMPTY_STATE)
  })

  it('checks only the shape while the facets are unknown', () => {
    const state = parseDirectoryState('?country=DE,123&level=phd,boss&field=Medicine')
    expect(state.countries).toEqual(['DE'])
    expect(state.studyLevels).toEqual(['PHD'])
    expect(state.fields).toEqual(['medicine'])
  })

  it('writes a canonical, readable query string that reads back the same', () => {
    const state = parseDirectoryState('?language=fr&country=FR,CA&sort=name&q=hello world', known)
    const search = serializeDirectoryState(state)
    expect(search).toBe('?q=hello+world&country=CA,FR&language=fr&sort=name')
    expect(parseDirectoryState(search, known)).toEqual(state)
    expect(serializeDirectoryState({ ...EMPTY_STATE, studyLevels: ['PHD', 'MASTER'] })).toBe('?level=master,phd')
    expect(serializeDirectoryState(EMPTY_STATE)).toBe('')
  })

  it('counts active filters', () => {
    expect(activeFilterCount(EMPTY_STATE)).toBe(0)
    expect(activeFilterCount({ ...EMPTY_STATE, text: 'x', countries: ['FR', 'CA'], group: 'international' })).toBe(4)
  })
})

describe('API variables', () => {
  it('are null-filtered for the default state, as prerendered', () => {
    expect(toAmbassadorFilter(EMPTY_STATE)).toBeNull()
    expect(directoryVariables(null, 'MOST_ANSWERED', 'fr')).toEqual({ locale: 'fr', filter: null, sort: 'MOST_ANSWERED', first: 24 })
  })
  it('carry each filter and the group id', () => {
    const state = { ...EMPTY_STATE, countries: ['FR'], languages: ['en'], group: 'international' }
    expect(toAmbassadorFilter(state, (slug) => (slug === 'international' ? 'g-1' : undefined))).toEqual({ countries: ['FR'], languages: ['en'], communityId: 'g-1' })
  })
})
