import { describe, expect, it } from 'vitest'
import { scriptUrlsOf } from '../bench/first-load-js'
import { DEFERRED_MODULES_ID, largeChunksDependenciesFirst, preloadedUrlsOf, startScriptsAfterFirstPaint } from './scripts-after-first-paint'

const vikePage = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"></head><body><div id="root">x</div>
<script id="vike_pageContext" type="application/json">{}</script><script type="module" async>
import("/assets/entries/pages_client.js");
import("/assets/entries/entry-client-routing.js");
</script>
        <link rel="modulepreload" href="/assets/entries/pages_index.js" as="script" type="text/javascript">
        <link rel="modulepreload" href="/assets/chunks/chunk-a.js" as="script" type="text/javascript"><link rel="modulepreload" href="/assets/chunks/locale-en.js"></body></html>`

describe('startScriptsAfterFirstPaint', () => {
  const out = startScriptsAfterFirstPaint(vikePage)
  const beforeTemplate = out.slice(0, out.indexOf('<template'))
  const afterTemplate = out.slice(out.indexOf('</template>'))

  it('leaves no module preload or async bootstrap for the preload scanner', () => {
    expect(beforeTemplate).not.toContain('modulepreload')
    expect(afterTemplate).not.toContain('modulepreload')
    expect(out).not.toContain('<script type="module" async>')
  })

  it('keeps every preload, inert, in a template the loader adds to <head>', () => {
    const template = out.slice(out.indexOf(`<template id="${DEFERRED_MODULES_ID}">`), out.indexOf('</template>'))
    for (const href of ['/assets/entries/pages_index.js', '/assets/chunks/chunk-a.js', '/assets/chunks/locale-en.js']) expect(template).toContain(`href="${href}"`)
  })

  it('imports the entries in Vike’s order after the first frame, with a timer for hidden tabs', () => {
    const loader = out.slice(out.indexOf('<script type="module">'))
    expect(loader.indexOf('pages_client.js')).toBeLessThan(loader.indexOf('entry-client-routing.js'))
    expect(loader).toContain('requestAnimationFrame(')
    expect(loader).toContain('setTimeout(start,1000)')
  })

  it('leaves the first-load JS accounting unchanged (same script URLs)', () => {
    expect(new Set(scriptUrlsOf(out))).toEqual(new Set(scriptUrlsOf(vikePage)))
  })

  it('is idempotent and leaves pages without Vike’s bootstrap alone', () => {
    expect(startScriptsAfterFirstPaint(out)).toBe(out)
    expect(startScriptsAfterFirstPaint('<html><body>static</body></html>')).toBe('<html><body>static</body></html>')
  })
})

describe('evaluation in several tasks', () => {
  const big = 'var e=1;'.repeat(3000)
  const files: Record<string, string> = {
    '/assets/chunks/runtime.js': 'var e=()=>1;export{e as t};',
    '/assets/chunks/react.js': `import{t as e}from"./runtime.js";${big}export{e as t};`,
    '/assets/chunks/i18n.js': `import{t as e}from"./react.js";var s={a:\`import "x"\`};${big}${big}export{s};`,
    '/assets/chunks/small.js': 'import"./react.js";',
    '/assets/entries/entry.js': `import{t}from"../chunks/react.js";${big}${big}${big}`,
  }
  const read = (url: string) => files[url] ?? null

  it('picks the large chunks, each after the large chunks it imports; entries and small chunks are left to Vike', () => {
    expect(largeChunksDependenciesFirst(Object.keys(files).reverse(), read)).toEqual(['/assets/chunks/react.js', '/assets/chunks/i18n.js'])
    expect(largeChunksDependenciesFirst(['/assets/unknown.js'], read)).toEqual([])
  })

  it('imports them one task each before Vike’s entries', () => {
    const out = startScriptsAfterFirstPaint(vikePage, () => ['/assets/chunks/react.js'])
    const loader = out.slice(out.indexOf('<script type="module">'))
    expect(loader).toContain('for(const m of ["/assets/chunks/react.js"]){await import(m);await new Promise((r)=>setTimeout(r,0))}')
    expect(loader.indexOf('/assets/chunks/react.js')).toBeLessThan(loader.indexOf('pages_client.js'))
  })
})

describe('preloadedUrlsOf', () => {
  it('reads every preloaded URL whole', () => {
    expect(preloadedUrlsOf(vikePage)).toEqual(['/assets/entries/pages_index.js', '/assets/chunks/chunk-a.js', '/assets/chunks/locale-en.js'])
  })
})
