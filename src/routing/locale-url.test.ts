import { describe, expect, it } from 'vitest'
import { fullPathOf, localizePath, splitLocale, switchLocaleUrl } from './locale-url'

describe('locale URLs', () => {
  it('strips the /fr prefix and keeps English at the root', () => {
    expect(splitLocale('/fr')).toEqual({ locale: 'fr', pathname: '/' })
    expect(splitLocale('/fr/')).toEqual({ locale: 'fr', pathname: '/' })
    expect(splitLocale('/fr/community')).toEqual({ locale: 'fr', pathname: '/community' })
    expect(splitLocale('/community')).toEqual({ locale: 'en', pathname: '/community' })
    expect(splitLocale('/french')).toEqual({ locale: 'en', pathname: '/french' })
  })

  it('prefixes French paths', () => {
    expect(localizePath('/', 'fr')).toBe('/fr')
    expect(localizePath('/?x=1', 'fr')).toBe('/fr?x=1')
    expect(localizePath('/community', 'fr')).toBe('/fr/community')
    expect(localizePath('/community', 'en')).toBe('/community')
  })

  it('switches language keeping path, query and hash', () => {
    expect(switchLocaleUrl('/community?country=FR#map', 'fr')).toBe('/fr/community?country=FR#map')
    expect(switchLocaleUrl('/fr/community?country=FR#map', 'en')).toBe('/community?country=FR#map')
    expect(switchLocaleUrl('/fr?x=1', 'en')).toBe('/?x=1')
    expect(switchLocaleUrl('/', 'fr')).toBe('/fr')
  })

  it('quotes the full path with query and hash', () => {
    expect(fullPathOf('http://localhost:3000/nope?x=1#a')).toBe('/nope?x=1#a')
    expect(fullPathOf('/nope?x=1')).toBe('/nope?x=1')
  })
})
