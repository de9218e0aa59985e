/**
 * `sitemap.xml` and `robots.txt` (decision 113), written after every build
 * and prerender from the pages actually prerendered: the listed public pages
 * (src/routing/indexed-pages.ts) in every language, each with its hreflang
 * alternates, as absolute URLs on PUBLIC_ENV__SITE_URL — the origin the
 * pages' canonical links were rendered with in the same run.
 */
import { readdir, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { LOCALES } from '../../src/contract/locale'
import { parseSiteOrigin } from '../../src/contract/site-origin'
import { CRAWL_DISALLOWED, isIndexedPage } from '../../src/routing/indexed-pages'
import { localizePath, splitLocale } from '../../src/routing/locale-url'
import { escapeXml } from './brand-art'

/** Browser paths of the prerendered pages ('/', '/fr/community'…). */
export async function prerenderedPaths(clientDir: string): Promise<string[]> {
  const paths: string[] = []
  for (const entry of await readdir(clientDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue
    const dir = relative(clientDir, entry.parentPath)
    if (dir.split(sep)[0] === 'assets') continue
    paths.push(dir === '' ? '/' : `/${dir.split(sep).join('/')}`)
  }
  return paths.sort()
}

export function sitemapXml(paths: readonly string[], origin: string): string {
  const present = new Set(paths)
  const logical = [...new Set(paths.map((path) => splitLocale(path).pathname))].filter(isIndexedPage).sort()
  const urls: string[] = []
  for (const page of logical) {
    const versions = LOCALES.map((locale) => ({ locale, path: localizePath(page, locale) })).filter((v) => present.has(v.path))
    const alternates = [...versions.map((v) => ({ hreflang: v.locale, path: v.path })), { hreflang: 'x-default', path: page }]
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(new URL(a.path, origin).href)}"/>`)
      .join('')
    for (const v of versions) urls.push(`<url><loc>${escapeXml(new URL(v.path, origin).href)}</loc>${alternates}</url>`)
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

export function robotsTxt(origin: string): string {
  const disallowed = CRAWL_DISALLOWED.flatMap((path) => LOCALES.map((locale) => localizePath(path, locale)))
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap.xml', origin).href}`, ''].join('\n')
}

export async function writeSearchFiles(clientDir: string): Promise<number> {
  const origin = parseSiteOrigin(process.env.PUBLIC_ENV__SITE_URL)
  const paths = await prerenderedPaths(clientDir)
  const sitemap = sitemapXml(paths, origin)
  await writeFile(join(clientDir, 'sitemap.xml'), sitemap)
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(origin))
  return sitemap.split('<loc>').length - 1
}
