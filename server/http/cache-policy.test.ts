import { describe, expect, it } from 'vitest'
import { cacheControlFor } from './cache-policy'
import { contentSecurityPolicy, isEmbeddablePath } from './security-headers'

describe('cache policy', () => {
  it('makes hashed assets immutable and keeps HTML, payloads and latest.json fresh', () => {
    expect(cacheControlFor('/assets/entries/pages_index.Bp7nCu_8.js')).toContain('immutable')
    expect(cacheControlFor(`/photos/${'a'.repeat(64)}-96.webp`)).toBe('public, max-age=31536000, immutable')
    expect(cacheControlFor('/community/index.html')).toBe('public, max-age=0, must-revalidate')
    expect(cacheControlFor('/community/_payload.json')).toBe('public, max-age=0, must-revalidate')
    expect(cacheControlFor('/builds/latest.json')).toBe('no-store')
  })

  it("keeps widget.js and the organization's colour for it short-lived: a publish changes the colour", () => {
    expect(cacheControlFor('/widget-theme.css')).toBe('public, max-age=300, must-revalidate')
    expect(cacheControlFor('/widget.js')).toBe(cacheControlFor('/widget-theme.css'))
  })
})

describe('framing rules', () => {
  it('recognises the embeddable page in both languages only', () => {
    expect(isEmbeddablePath('/iframe')).toBe(true)
    expect(isEmbeddablePath('/fr/iframe/')).toBe(true)
    expect(isEmbeddablePath('/iframe/index.html')).toBe(true)
    expect(isEmbeddablePath('/iframes')).toBe(false)
    expect(isEmbeddablePath('/community')).toBe(false)
  })

  it('denies framing unless origins are given', () => {
    expect(contentSecurityPolicy({ frameAncestors: [] })).toContain("frame-ancestors 'none'")
    expect(contentSecurityPolicy({ frameAncestors: ['https://uni.example'] })).toContain('frame-ancestors https://uni.example')
  })
})
