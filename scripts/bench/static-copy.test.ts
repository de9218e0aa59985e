import { describe, expect, it } from 'vitest'
import { withoutScripts } from './static-copy'

describe('the script-free copy of /', () => {
  it('drops every script, data block and module preload but keeps styles and content', () => {
    const html = `<head><link rel="stylesheet" href="/a.css"><script>location.replace('/fr')</script></head>
<body><h1>Hi</h1><script id="d" type="application/json">{"a":1}</script>
<script src="/e.js" type="module" async></script><link rel="modulepreload" href="/p.js" as="script">
<link rel="preload" href="/f.woff2" as="font"></body>`
    const copy = withoutScripts(html)
    expect(copy).not.toMatch(/<script|modulepreload|\.js/)
    expect(copy).toContain('<link rel="stylesheet" href="/a.css">')
    expect(copy).toContain('<h1>Hi</h1>')
    expect(copy).toContain('f.woff2')
  })
})
