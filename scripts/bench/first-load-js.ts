import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { keysForPage, pageIdForPath } from '../../src/i18n/page-keys'
import { PAGE_STRINGS_ID, type PageStrings } from '../../src/i18n/page-strings'
import { splitLocale } from '../../src/routing/locale-url'
import { LOCALE_CHUNKS_MANIFEST } from '../build/locale-chunks-plugin'

/**
 * First-load JS of a built page: the JavaScript a browser downloads on a
 * first visit, i.e. every `<script src>` and `<link rel=modulepreload>` of
 * the page's HTML (Vite lists the whole static import graph there), what its
 * inline bootstrap `import()`s, plus the inline scripts themselves, each gzipped at level 9 like the build's precompressed
 * copies, plus the strings the page fetches before it hydrates (the locale
 * chunks of its language and page, see src/i18n/page-keys.ts, that its HTML
 * does not carry as JSON: those are reported apart, as `htmlStringsGzipBytes`). Other lazy
 * chunks (React.lazy, dynamic import) are not counted: they are not loaded
 * for the first screen. Shared by the budget test and the bench.
 */
export interface FirstLoadJs {
  /** The page's browser path: `/`, `/community`, `/fr/community`. */
  path: string
  /** Gzip bytes, all files together. */
  gzipBytes: number
  /** Each counted script: its URL (or `inline#n`) and gzip bytes. */
  files: { url: string; gzipBytes: number }[]
  /** The strings the HTML carries as JSON (src/i18n/page-strings.ts), gzip bytes: data, not JS, reported beside it. */
  htmlStringsGzipBytes: number
}

const TAG = /<(script|link)\b([^>]*)>/gi
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]
    if (name) attributes[name.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? ''
  }
  return attributes
}

const INLINE_IMPORT = /\bimport\s*\(\s*(["'])([^"']+)\1\s*\)|\bimport\s+(?:[\w*{}\s,]+\s+from\s+)?(["'])([^"']+)\3/g

/** URLs an inline module script imports (Vike's bootstrap: `import("/assets/entries/…")`). */
export function inlineImportsOf(html: string): string[] {
  return inlineScriptsOf(html).flatMap((body) => [...body.matchAll(INLINE_IMPORT)].map((m) => m[2] ?? m[4] ?? '').filter(Boolean))
}

/** The script URLs a page's HTML makes the browser load, in document order, without duplicates. */
export function scriptUrlsOf(html: string): string[] {
  const urls: string[] = []
  for (const url of inlineImportsOf(html)) if (!urls.includes(url)) urls.push(url)
  for (const match of html.matchAll(TAG)) {
    const attributes = parseAttributes(match[2] ?? '')
    const isScript = match[1]?.toLowerCase() === 'script' && attributes.src !== undefined
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/)
    const isPreload = match[1]?.toLowerCase() === 'link' && (rel.includes('modulepreload') || (rel.includes('preload') && attributes.as === 'script'))
    const url = isScript ? attributes.src : isPreload ? attributes.href : undefined
    if (url && !urls.includes(url)) urls.push(url)
  }
  return urls
}

/** Inline JavaScript (not JSON data blocks such as Vike's pageContext). */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = parseAttributes(match[1] ?? '')
    const body = match[2] ?? ''
    if (attributes.src === undefined && JS_TYPES.has((attributes.type ?? '').toLowerCase()) && body.trim()) scripts.push(body)
  }
  return scripts
}

export const gzipSize = (content: Buffer | string): number => gzipSync(content, { level: 9 }).length

/** `/assets/x.js` (or `assets/x.js` relative to the page) → the file under clientDir; external URLs → null. */
function fileOf(clientDir: string, pagePath: string, url: string): string | null {
  if (/^([a-z]+:)?\/\//i.test(url)) return null
  const clean = url.split(/[?#]/, 1)[0] ?? ''
  const base = pagePath === '/' ? '/' : `${pagePath}/`
  const absolute = new URL(clean, `http://x${base}`).pathname
  return join(clientDir, decodeURIComponent(absolute))
}

/** First-load JS of one built HTML file. A referenced file missing from the build is an error. */
export function firstLoadJsOf(clientDir: string, pagePath: string, html: string): FirstLoadJs {
  const files: FirstLoadJs['files'] = []
  for (const url of scriptUrlsOf(html)) {
    const file = fileOf(clientDir, pagePath, url)
    if (file === null) throw new Error(`${pagePath} loads an external script ${url}: first-load JS cannot be measured`)
    if (!existsSync(file)) throw new Error(`${pagePath} references ${url}, which is not in the build`)
    files.push({ url, gzipBytes: gzipSize(readFileSync(file)) })
  }
  inlineScriptsOf(html).forEach((body, index) => files.push({ url: `inline#${index + 1}`, gzipBytes: gzipSize(body) }))
  const embedded = embeddedStringsOf(html)
  for (const file of localeChunksOf(clientDir, pagePath, embedded ? Object.keys(embedded.groups) : [])) {
    if (!files.some((f) => f.url === `/${file}`)) files.push({ url: `/${file}`, gzipBytes: gzipSize(readFileSync(join(clientDir, file))) })
  }
  return { path: pagePath, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files, htmlStringsGzipBytes: embedded ? gzipSize(embedded.text) : 0 }
}

/** The strings block of a prerendered page's HTML, if any. */
function embeddedStringsOf(html: string): { text: string; groups: Record<string, unknown> } | null {
  const match = new RegExp(`<script type="application/json" id="${PAGE_STRINGS_ID}">([^<]*)</script>`).exec(html)
  if (!match?.[1]) return null
  return { text: match[1], groups: (JSON.parse(match[1]) as PageStrings).groups }
}

/**
 * The locale chunk files (and their loader) a page fetches before hydrating:
 * its groups the HTML does not carry; none for builds without the manifest.
 */
export function localeChunksOf(clientDir: string, pagePath: string, embeddedGroups: readonly string[] = []): string[] {
  const manifestFile = join(clientDir, LOCALE_CHUNKS_MANIFEST)
  if (!existsSync(manifestFile)) return []
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>
  const { locale, pathname } = splitLocale(pagePath)
  const keys = keysForPage(pageIdForPath(pathname)).filter((key) => !embeddedGroups.includes(key))
  if (keys.length === 0) return []
  return [manifest.loaders, ...keys.map((key) => manifest[`${locale}/${key}`])].filter((file): file is string => Boolean(file))
}

/** Every prerendered page (`index.html`) under clientDir, skipping assets, builds and the e2e fixture pages. */
export function builtPages(clientDir: string): { path: string; htmlFile: string }[] {
  const pages: { path: string; htmlFile: string }[] = []
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!['assets', 'builds', 'e2e-fixtures'].includes(entry.name) && !entry.name.startsWith('.')) walk(join(dir, entry.name))
      } else if (entry.name === 'index.html') {
        const path = `/${relative(clientDir, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/'
        pages.push({ path, htmlFile: join(dir, entry.name) })
      }
    }
  }
  walk(clientDir)
  return pages.sort((a, b) => a.path.localeCompare(b.path))
}

/** First-load JS of every built page. */
export function measureFirstLoadJs(clientDir: string): FirstLoadJs[] {
  return builtPages(clientDir).map(({ path, htmlFile }) => firstLoadJsOf(clientDir, path, readFileSync(htmlFile, 'utf8')))
}
