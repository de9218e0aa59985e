import { createHash } from 'node:crypto'
import { BROWSER_LANGUAGE_REDIRECT_SCRIPT } from '../../src/contract/language-redirect'
import { DEFAULT_LOCALE, LOCALES } from '../../src/contract/locale'
import { THEME_SCRIPT } from '../../src/contract/theme'

/**
 * Security headers of the prerendered site. Only /iframe may be framed, and
 * only by the organization's allowed origins (docs/spec.md §3); every other page
 * denies framing. Scripts: our own bundles, the inline language redirect and
 * the no-flash theme script (by hash, computed here from their exact text) and
 * Google Maps (loaded on demand by the map and place fields).
 */
const scriptHashOf = (body: string): string => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
const redirectScriptHash = scriptHashOf(BROWSER_LANGUAGE_REDIRECT_SCRIPT)
const themeScriptHash = scriptHashOf(THEME_SCRIPT)

/** Where the Maps JavaScript API's own scripts come from, and nowhere else (issue 32: storage.googleapis.com serves anyone's files). */
const GOOGLE_MAPS_SCRIPTS = ['https://maps.googleapis.com', 'https://maps.gstatic.com']
/** What the map reads and shows (tiles, markers, fonts of its labels), not run. */
const GOOGLE_MAPS = [...GOOGLE_MAPS_SCRIPTS, 'https://*.googleapis.com', 'https://*.gstatic.com']

/**
 * CSP source expressions for the inline scripts of a built page (Vike's
 * `import()` bootstrap, the language redirect); JSON data blocks are not
 * scripts and need none.
 */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes) || !body) continue
    hashes.push(scriptHashOf(body))
  }
  return hashes
}

export function contentSecurityPolicy(options: { frameAncestors: readonly string[]; apiOrigin?: string; scriptHashes?: readonly string[] }): string {
  const ancestors = options.frameAncestors.length ? options.frameAncestors.join(' ') : "'none'"
  const connect = ["'self'", options.apiOrigin, ...GOOGLE_MAPS].filter(Boolean).join(' ')
  const hashes = [...new Set([redirectScriptHash, themeScriptHash, ...(options.scriptHashes ?? [])])].join(' ')
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes} ${GOOGLE_MAPS_SCRIPTS.join(' ')}`,
    // Inline style attributes (brand colour, progress bar) and Google Maps' injected styles.
    `style-src 'self' 'unsafe-inline' https://fonts.googleapis.com`,
    // The API's origin too: the organization's logo is served by the API (/logos/…).
    `img-src ${["'self' data: blob:", options.apiOrigin, ...GOOGLE_MAPS, 'https://*.ggpht.com'].filter(Boolean).join(' ')}`,
    `font-src 'self' data: https://fonts.gstatic.com`,
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    `frame-ancestors ${ancestors}`,
    "frame-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** Headers every site response carries. */
export function baseSecurityHeaders(): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  }
}

/** The embeddable page's paths, in every language, with and without a trailing slash or index.html. */
export const EMBEDDABLE_PATHS: readonly string[] = LOCALES.flatMap((locale) => {
  const base = `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/iframe`
  return [base, `${base}/`, `${base}/index.html`]
})

/** Is this the embeddable page (any language, with or without index.html)? */
export function isEmbeddablePath(pathname: string): boolean {
  return EMBEDDABLE_PATHS.includes(pathname)
}
