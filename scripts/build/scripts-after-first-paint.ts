/**
 * Prerendered pages start their JavaScript after the first paint. Vike ends
 * each page with an inline module script that `import()`s its entries and a
 * `<link rel="modulepreload">` per chunk; the browser's preload scanner finds
 * those as soon as the HTML arrives, and on a slow link ~130 KB of scripts
 * share the bandwidth with the render-blocking CSS the first paint needs
 * (decision 022: LCP against a script-free copy of the page).
 *
 * Here the preloads move into a `<template>` (inert: neither fetched nor
 * scanned) and the bootstrap waits for the first frame, then adds them to
 * <head> and imports the entries, in Vike's order. A hidden tab, which has no
 * frames, starts after a timer. Idempotent (`npm run prerender` runs it again).
 */
export const DEFERRED_MODULES_ID = 'deferred-modules'

const PRELOAD_LINK = /[ \t]*<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>\s*/gi
// Minified ES modules: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`.
const STATIC_IMPORTS = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g
const VIKE_BOOTSTRAP = /<script type="module" async>\s*((?:import\("[^"]+"\);\s*)+)<\/script>/

/**
 * The loader, a module script: its body is what the CSP hashes. `first`
 * (the large chunks, React's above all) are evaluated one task each;
 * importing Vike's entries then evaluates the rest. One task evaluating every
 * module was the longest of the page load.
 */
export function bootstrapAfterFirstPaint(entries: readonly string[], first: readonly string[] = []): string {
  const imports = entries.map((entry) => `import(${JSON.stringify(entry)});`).join('')
  const evaluateFirst = first.length
    ? `try{for(const m of ${JSON.stringify(first)}){await import(m);await new Promise((r)=>setTimeout(r,0))}}catch{}`
    : ''
  return (
    `let started=false;const start=async()=>{if(started)return;started=true;` +
    `const t=document.getElementById(${JSON.stringify(DEFERRED_MODULES_ID)});if(t)document.head.append(t.content.cloneNode(true));` +
    `${evaluateFirst}${imports}};` +
    `requestAnimationFrame(()=>setTimeout(start,0));setTimeout(start,1000);`
  )
}

/** The URLs a page's HTML preloads. */
export function preloadedUrlsOf(html: string): string[] {
  return [...html.matchAll(PRELOAD_LINK)].map((match) => /\bhref=["']?([^"'\s>]+)/.exec(match[0])?.[1] ?? '').filter(Boolean)
}

/** A chunk this large is evaluated in a task of its own (React's is ~220 KB, the next ~30 KB). */
export const OWN_TASK_MIN_BYTES = 20_000

/**
 * Of a page's preloaded chunks (not entries), the large ones, each after the
 * large ones it imports (`read` gives a built file's text by its URL, null
 * when unknown). Importing one evaluates it with its small dependencies.
 */
export function largeChunksDependenciesFirst(urls: readonly string[], read: (url: string) => string | null): string[] {
  const code = new Map(urls.map((url) => [url, read(url)]))
  const importsOf = (url: string): string[] =>
    [...(code.get(url) ?? '').matchAll(STATIC_IMPORTS)].map((match) => new URL(match[1] ?? '', `http://x${url}`).pathname).filter((dep) => code.has(dep))
  const large = new Set(urls.filter((url) => url.includes('/chunks/') && (code.get(url)?.length ?? 0) >= OWN_TASK_MIN_BYTES))
  const ordered: string[] = []
  const seen = new Set<string>()
  const visit = (url: string): void => {
    if (seen.has(url)) return
    seen.add(url)
    importsOf(url).forEach(visit)
    if (large.has(url)) ordered.push(url)
  }
  ;[...large].forEach(visit)
  return ordered
}

export function startScriptsAfterFirstPaint(html: string, evaluateFirst: (urls: string[]) => string[] = () => []): string {
  if (html.includes(`id="${DEFERRED_MODULES_ID}"`)) return html
  const bootstrap = VIKE_BOOTSTRAP.exec(html)
  if (!bootstrap) return html
  const entries = [...(bootstrap[1] ?? '').matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1] ?? '')
  const preloads = [...html.matchAll(PRELOAD_LINK)].map((match) => match[0].trim())
  const first = evaluateFirst(preloadedUrlsOf(html))
  const withoutPreloads = html.replace(PRELOAD_LINK, '')
  const template = `<template id="${DEFERRED_MODULES_ID}">${preloads.join('')}</template>`
  return withoutPreloads.replace(VIKE_BOOTSTRAP, `${template}<script type="module">${bootstrapAfterFirstPaint(entries, first)}</script>`)
}
