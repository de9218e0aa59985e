import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { THEME_SCRIPT } from '../../src/contract/theme'
import { contentSecurityPolicy, inlineScriptHashesOf } from './security-headers'

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`

describe('inline scripts in the CSP', () => {
  it('hashes executable inline scripts only (not external ones, not JSON data blocks)', () => {
    const bootstrap = '\nimport("/assets/entries/a.js");\n'
    const html = `<script type="module" async>${bootstrap}</script><script src="/x.js"></script><script id="d" type="application/json">{"a":1}</script>`
    expect(inlineScriptHashesOf(html)).toEqual([sha(bootstrap)])
  })

  it('allows the given hashes in script-src, once each', () => {
    const csp = contentSecurityPolicy({ frameAncestors: [], scriptHashes: [sha('a'), sha('a')] })
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? ''
    expect(scriptSrc.split(' ').filter((s) => s === sha('a'))).toHaveLength(1)
    expect(csp).toContain("frame-ancestors 'none'")
  })
})

describe('the no-flash theme script in the CSP', () => {
  it('is allowed by the sha256 of its exact text on every page, without unsafe-inline', () => {
    for (const frameAncestors of [[], ['https://host.example']]) {
      const scriptSrc =
        contentSecurityPolicy({ frameAncestors })
          .split('; ')
          .find((d) => d.startsWith('script-src ')) ?? ''
      expect(scriptSrc.split(' ')).toContain(sha(THEME_SCRIPT))
      expect(scriptSrc).not.toContain("'unsafe-inline'")
    }
  })

  it('would not allow a script that differs by one character', () => {
    const scriptSrc =
      contentSecurityPolicy({ frameAncestors: [] })
        .split('; ')
        .find((d) => d.startsWith('script-src ')) ?? ''
    expect(scriptSrc.split(' ')).not.toContain(sha(`${THEME_SCRIPT} `))
  })
})

describe('images in the CSP', () => {
  it("allows images from the API origin (the logo) when it is not the site's", () => {
    const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''
    expect(directive(contentSecurityPolicy({ frameAncestors: [], apiOrigin: 'https://api.example' }), 'img-src')).toContain(' https://api.example ')
    expect(directive(contentSecurityPolicy({ frameAncestors: [] }), 'img-src')).toMatch(/^img-src 'self' data: blob: https:/)
  })
})

describe('Google Maps in the CSP', () => {
  it('runs scripts from the Maps hosts only, never from any googleapis.com or gstatic.com host', () => {
    const scriptSrc = (
      contentSecurityPolicy({ frameAncestors: [] })
        .split('; ')
        .find((d) => d.startsWith('script-src ')) ?? ''
    ).split(' ')
    expect(scriptSrc.filter((source) => source.startsWith('https:'))).toEqual(['https://maps.googleapis.com', 'https://maps.gstatic.com'])
    expect(scriptSrc.some((source) => source.includes('*'))).toBe(false)
  })
})
