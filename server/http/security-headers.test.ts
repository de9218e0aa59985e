import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
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

describe('images in the CSP', () => {
  it("allows images from the API origin (the logo) when it is not the site's", () => {
    const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''
    expect(directive(contentSecurityPolicy({ frameAncestors: [], apiOrigin: 'https://api.example' }), 'img-src')).toContain(' https://api.example ')
    expect(directive(contentSecurityPolicy({ frameAncestors: [] }), 'img-src')).toMatch(/^img-src 'self' data: blob: https:/)
  })
})
