import { describe, expect, it } from 'vitest'
import { scriptUrlsOf } from '../bench/first-load-js'
import { DEFERRED_MODULES_ID, startScriptsAfterFirstPaint } from './scripts-after-first-paint'

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
