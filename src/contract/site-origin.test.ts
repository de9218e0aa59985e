import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_ORIGIN, parseSiteOrigin } from './site-origin'

describe('parseSiteOrigin', () => {
  it('defaults to the local server and keeps a bare origin', () => {
    expect(parseSiteOrigin(undefined)).toBe(DEFAULT_SITE_ORIGIN)
    expect(parseSiteOrigin('  ')).toBe(DEFAULT_SITE_ORIGIN)
    expect(parseSiteOrigin('https://Ambassadors.Example.edu/')).toBe('https://ambassadors.example.edu')
    expect(parseSiteOrigin('http://localhost:4500')).toBe('http://localhost:4500')
  })
  it('refuses what cannot prefix an absolute link', () => {
    for (const bad of ['ambassadors.example.edu', 'ftp://example.edu', 'https://example.edu/site', 'https://example.edu/?a=1', 'https://u:p@example.edu'])
      expect(() => parseSiteOrigin(bad)).toThrow(/PUBLIC_ENV__SITE_URL/)
  })
})
