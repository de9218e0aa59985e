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
 * <head> and imports the entries, in Vike's order, each in a task after the
 * previous one was evaluated: the framework and our client start-up first,
 * then Vike's client entry, which starts the router as it is evaluated
 * (vite.config.ts keeps it out of the framework chunk). One task would hold
 * both (Lighthouse TBT). Every download starts at once with the preloads.
 * A hidden tab, which has no frames, starts after a timer. Idempotent
 * (`npm run prerender` runs it again).
 */
export const DEFERRED_MODULES_ID = 'deferred-modules'

const PRELOAD_LINK = /[ \t]*<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>\s*/gi
const VIKE_BOOTSTRAP = /<script type="module" async>\s*((?:import\("[^"]+"\);\s*)+)<\/script>/

/** The loader, a module script: its body is what the CSP hashes. */
export function bootstrapAfterFirstPaint(entries: readonly string[]): string {
  const imports = entries.map((entry) => `()=>import(${JSON.stringify(entry)})`).join(',')
  return (
    // Written minified by hand: every page's first load counts these bytes.
    `let s=0;const e=[${imports}],n=(i)=>{e[i]&&e[i]().finally(()=>setTimeout(n,0,i+1))},start=()=>{if(s)return;s=1;` +
    `const t=document.getElementById(${JSON.stringify(DEFERRED_MODULES_ID)});t&&document.head.append(t.content.cloneNode(!0));n(0)};` +
    `requestAnimationFrame(()=>setTimeout(start,0));setTimeout(start,1000);`
  )
}

/**
 * `page` names the file in the error. A page without the bootstrap throws:
 * every prerendered page hydrates, so a miss means Vike now writes its
 * bootstrap differently, and shipping the HTML as it is would silently load
 * every script before the first paint again (and `npm run prerender`'s pages
 * would differ from the build's).
 */
export function startScriptsAfterFirstPaint(html: string, page = 'a page'): string {
  if (html.includes(`id="${DEFERRED_MODULES_ID}"`)) return html
  const bootstrap = VIKE_BOOTSTRAP.exec(html)
  if (!bootstrap) {
    throw new Error(
      `scripts-after-first-paint: Vike's bootstrap (<script type="module" async>import("…");…</script>) is not in ${page}. ` +
        'Vike must have changed how it writes it: update VIKE_BOOTSTRAP in scripts/build/scripts-after-first-paint.ts to the new form.',
    )
  }
  const entries = [...(bootstrap[1] ?? '').matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1] ?? '')
  const preloads = [...html.matchAll(PRELOAD_LINK)].map((match) => match[0].trim())
  const withoutPreloads = html.replace(PRELOAD_LINK, '')
  // The entries too: the bootstrap imports the second one only after the first was evaluated, and its download must not wait for that.
  const entryPreloads = entries.filter((entry) => !preloads.some((link) => link.includes(`"${entry}"`))).map((entry) => `<link rel="modulepreload" href="${entry}">`)
  const template = `<template id="${DEFERRED_MODULES_ID}">${[...preloads, ...entryPreloads].join('')}</template>`
  return withoutPreloads.replace(VIKE_BOOTSTRAP, `${template}<script type="module">${bootstrapAfterFirstPaint(entries)}</script>`)
}
