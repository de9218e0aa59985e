import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALE_CHUNKS_MANIFEST } from '../build/locale-chunks-plugin'
import { keysForPage } from '../../src/i18n/page-keys'
import { pageStringsElement } from '../../src/i18n/page-strings'
import { builtPages, firstLoadJsOf, gzipSize, inlineScriptsOf, measureFirstLoadJs, scriptUrlsOf } from './first-load-js'

const html = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/a.css">
<script>window.x=1</script>
<script type="module" async>
import("/assets/boot.js");
import("/assets/entry.js");
</script>
<script id="vike_pageContext" type="application/json">{"a":1}</script>
</head><body>
<script src="/assets/entry.js" type="module" async></script>
<link rel="modulepreload" href="/assets/page.js" as="script">
<link as="script" rel="preload" href='/assets/late.js'>
<link rel="modulepreload" href="/assets/entry.js">
<link rel="prefetch" href="/assets/lazy.js">
</body></html>`

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'first-load-'))
  mkdirSync(join(dir, 'assets'))
  mkdirSync(join(dir, 'community'))
  mkdirSync(join(dir, 'e2e-fixtures', 'x'), { recursive: true })
  for (const name of ['boot', 'entry', 'page', 'late']) writeFileSync(join(dir, 'assets', `${name}.js`), `export const ${name} = ${'1+'.repeat(200)}1`)
  writeFileSync(join(dir, 'index.html'), html)
  writeFileSync(join(dir, 'community', 'index.html'), '<script src="/assets/entry.js" type="module"></script>')
  writeFileSync(join(dir, 'e2e-fixtures', 'x', 'index.html'), '<script src="/assets/missing.js"></script>')
  return dir
}

describe('first-load JS', () => {
  it('lists scripts and module preloads once, in order, but not stylesheets or prefetches', () => {
    expect(scriptUrlsOf(html)).toEqual(['/assets/boot.js', '/assets/entry.js', '/assets/page.js', '/assets/late.js'])
  })

  it('counts inline JavaScript but not JSON data blocks', () => {
    expect(inlineScriptsOf(html)).toEqual(['window.x=1', '\nimport("/assets/boot.js");\nimport("/assets/entry.js");\n'])
  })

  it('sums the gzip size of every file the page loads', () => {
    const dir = fakeBuild()
    const result = firstLoadJsOf(dir, '/', html)
    expect(result.files.map((f) => f.url)).toEqual(['/assets/boot.js', '/assets/entry.js', '/assets/page.js', '/assets/late.js', 'inline#1', 'inline#2'])
    expect(result.gzipBytes).toBe(result.files.reduce((n, f) => n + f.gzipBytes, 0))
    expect(result.files[4]?.gzipBytes).toBe(gzipSize('window.x=1'))
  })

  it('fails when a referenced script is missing or external', () => {
    const dir = fakeBuild()
    expect(() => firstLoadJsOf(dir, '/', '<script src="/assets/nope.js"></script>')).toThrow(/not in the build/)
    expect(() => firstLoadJsOf(dir, '/', '<script src="https://cdn.example/x.js"></script>')).toThrow(/external/)
  })

  it('finds every built page but the e2e fixtures', () => {
    const dir = fakeBuild()
    expect(builtPages(dir).map((p) => p.path)).toEqual(['/', '/community'])
    expect(measureFirstLoadJs(dir).map((p) => p.path)).toEqual(['/', '/community'])
  })
  it('counts the string chunks a page fetches before hydrating, not the strings its HTML carries (reported apart)', () => {
    const dir = fakeBuild()
    const keys = keysForPage('/pages/(graphql)/community')
    const manifest: Record<string, string> = { loaders: 'assets/entry.js' }
    for (const key of keys) {
      manifest[`en/${key}`] = `assets/strings-${key}.js`
      writeFileSync(join(dir, 'assets', `strings-${key}.js`), `export default ${JSON.stringify({ [key]: `${key} `.repeat(50) })}`)
    }
    mkdirSync(dirname(join(dir, LOCALE_CHUNKS_MANIFEST)), { recursive: true })
    writeFileSync(join(dir, LOCALE_CHUNKS_MANIFEST), JSON.stringify(manifest))
    const page = '<script src="/assets/page.js" type="module"></script>'
    const fetched = firstLoadJsOf(dir, '/community', page)
    expect(fetched.files.map((f) => f.url)).toEqual(['/assets/page.js', '/assets/entry.js', ...keys.map((key) => `/assets/strings-${key}.js`)])
    expect(fetched.htmlStringsGzipBytes).toBe(0)
    const [first, ...rest] = keys
    const element = pageStringsElement({ locale: 'en', groups: Object.fromEntries(rest.map((key) => [key, `${key} `.repeat(50)])) })
    const carried = firstLoadJsOf(dir, '/community', `${page}${element}`)
    expect(carried.files.map((f) => f.url)).toEqual(['/assets/page.js', '/assets/entry.js', `/assets/strings-${first}.js`])
    expect(carried.htmlStringsGzipBytes).toBeGreaterThan(0)
  })
})
