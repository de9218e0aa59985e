import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './search-files'

const PRERENDERED = ['/', '/ambassadors', '/community', '/fr', '/fr/ambassadors', '/fr/community', '/fr/iframe', '/fr/staff', '/iframe', '/match', '/staff', '/404-not-found']

describe('sitemap.xml', () => {
  const xml = sitemapXml(PRERENDERED, 'https://uni.example')
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  it('lists the public pages in both languages, never the private ones', () => {
    expect(locs).toEqual(['https://uni.example/', 'https://uni.example/fr', 'https://uni.example/community', 'https://uni.example/fr/community', 'https://uni.example/match'])
  })
  it('gives each URL its hreflang alternates and an x-default', () => {
    const community = xml.split('\n').find((line) => line.includes('<loc>https://uni.example/fr/community</loc>')) ?? ''
    expect(community).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://uni.example/community"/>')
    expect(community).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://uni.example/fr/community"/>')
    expect(community).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://uni.example/community"/>')
    // /match has no French copy here: no alternate pointing to a missing page.
    expect(xml.split('\n').find((line) => line.includes('<loc>https://uni.example/match</loc>'))).not.toContain('hreflang="fr"')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })
})

describe('robots.txt', () => {
  it('disallows the private areas and the per-visitor links in both languages and points to the sitemap', () => {
    const lines = robotsTxt('https://uni.example').split('\n')
    for (const path of ['/staff', '/fr/staff', '/ambassadors', '/fr/ambassadors', '/question?thread=', '/fr/question?thread=', '/meet?manage=', '/fr/meet?manage='])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain('Sitemap: https://uni.example/sitemap.xml')
  })
})
