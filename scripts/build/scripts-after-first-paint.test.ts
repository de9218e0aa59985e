import { runInNewContext } from 'node:vm'
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
    // The entries, imported one task apart, are all downloaded at once.
    for (const href of ['/assets/entries/pages_client.js', '/assets/entries/entry-client-routing.js']) expect(template).toContain(`<link rel="modulepreload" href="${href}">`)
  })

  it('imports the entries in Vike’s order after the first frame, with a timer for hidden tabs', () => {
    const loader = out.slice(out.indexOf('<script type="module">'))
    expect(loader.indexOf('pages_client.js')).toBeLessThan(loader.indexOf('entry-client-routing.js'))
    expect(loader).toContain('requestAnimationFrame(')
    expect(loader).toContain('setTimeout(start,1000)')
  })

  it('evaluates each entry in a task after the previous one settled', async () => {
    const loader = out.slice(out.indexOf('<script type="module">') + '<script type="module">'.length, out.indexOf('</script>', out.indexOf('<script type="module">')))
    const log: string[] = []
    const timers: (() => void)[] = []
    const pending = new Map<string, () => void>()
    const fakeImport = (url: string) => {
      log.push(`import ${url}`)
      return new Promise<void>((resolve) => pending.set(url, resolve))
    }
    const sandbox = {
      requestAnimationFrame: (run: () => void) => run(),
      setTimeout: (run: (...args: unknown[]) => void, _ms: number, ...args: unknown[]) => timers.push(() => run(...args)),
      document: { getElementById: () => null, head: { append: () => {} } },
      __import: fakeImport,
    }
    // The loader's own text, its `import()` calls made observable (a stand-in for the module loader).
    runInNewContext(loader.replaceAll('import(', '__import('), sandbox)
    timers.shift()?.() // the first frame's task: start
    expect(log).toEqual(['import /assets/entries/pages_client.js'])
    pending.get('/assets/entries/pages_client.js')?.()
    await Promise.resolve()
    await Promise.resolve()
    expect(log).toHaveLength(1) // not in the same task
    while (timers.length > 0 && log.length < 2) timers.shift()?.()
    expect(log).toEqual(['import /assets/entries/pages_client.js', 'import /assets/entries/entry-client-routing.js'])
  })

  it('leaves the first-load JS accounting unchanged (same script URLs)', () => {
    expect(new Set(scriptUrlsOf(out))).toEqual(new Set(scriptUrlsOf(vikePage)))
  })

  it('is idempotent', () => {
    expect(startScriptsAfterFirstPaint(out)).toBe(out)
  })

  it('fails the build, naming the page, when Vike’s bootstrap is not in the form it expects', () => {
    // E.g. a Vike release that drops `async` or writes `import()` differently: the scripts would start before the first paint again.
    const changed = vikePage.replace('<script type="module" async>', '<script type="module">')
    expect(() => startScriptsAfterFirstPaint(changed, 'fr/community/index.html')).toThrow(/Vike's bootstrap .* is not in fr\/community\/index\.html/)
    expect(() => startScriptsAfterFirstPaint('<html><body>static</body></html>')).toThrow(/update VIKE_BOOTSTRAP/)
  })
})
