import { describe, expect, it } from 'vitest'
import { DEFAULT_ROUTE_MATCHER, createBuildManifest, matchesPrerendered, normalisePath, parseManifest, type BuildManifest } from './route-rules'

const exact: BuildManifest = {
  id: 'b1',
  timestamp: 1,
  matcher: DEFAULT_ROUTE_MATCHER,
  prerendered: ['/', '/community', '/fr', '/fr/community'],
}

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/community/', '/community'],
    ['/community?view=map#top', '/community'],
    ['/fr/?x=1', '/fr'],
    ['community', '/community'],
    ['//community//', '/community'],
    ['https://example.org/meet?ambassador=3', '/meet'],
    ['?only=query', '/'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePath(input)).toBe(expected)
  })
})

describe('matchesPrerendered', () => {
  it('matches listed paths after normalising slashes, query and hash', () => {
    expect(matchesPrerendered(exact, '/community/?q=a#list')).toBe(true)
    expect(matchesPrerendered(exact, '/')).toBe(true)
    expect(matchesPrerendered(exact, '/fr/')).toBe(true)
  })

  it('does not match unlisted paths or prefixes of listed ones', () => {
    expect(matchesPrerendered(exact, '/ambassadors')).toBe(false)
    expect(matchesPrerendered(exact, '/communityx')).toBe(false)
    expect(matchesPrerendered(exact, '/fr/meet')).toBe(false)
  })

  it('in logical mode matches a locale-prefixed path by its unprefixed twin', () => {
    const logical: BuildManifest = { ...exact, matcher: { mode: 'logical', localePrefixes: ['/fr'] }, prerendered: ['/', '/community'] }
    expect(matchesPrerendered(logical, '/fr')).toBe(true)
    expect(matchesPrerendered(logical, '/fr/community/')).toBe(true)
    expect(matchesPrerendered(logical, '/fr/meet')).toBe(false)
    expect(matchesPrerendered(logical, '/french')).toBe(false)
  })
})

describe('createBuildManifest', () => {
  it('normalises, de-duplicates and sorts, and round-trips through JSON', () => {
    const manifest = createBuildManifest({ id: 'b2', timestamp: 42, prerendered: ['/fr/', '/community/', '/', '/fr'] })
    expect(manifest).toEqual({ id: 'b2', timestamp: 42, matcher: DEFAULT_ROUTE_MATCHER, prerendered: ['/', '/community', '/fr'] })
    expect(parseManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest)
  })
})

describe('parseManifest', () => {
  it.each([null, 'x', {}, { id: 1, timestamp: 1, prerendered: [] }, { id: 'a', timestamp: 1, prerendered: [1] }])('rejects %j', (value) => expect(parseManifest(value)).toBeNull())

  it('falls back to the default matcher when the matcher is missing or malformed', () => {
    expect(parseManifest({ id: 'a', timestamp: 1, prerendered: ['/'], matcher: { mode: 'regex' } })?.matcher).toEqual(DEFAULT_ROUTE_MATCHER)
  })
})
