import { existsSync, readFileSync, readdirSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'
import { inlineScriptHashesOf, isEmbeddablePath } from './security-headers'
import { headersForPath, siteHeaderRules } from './site-header-rules'

export type StaticSiteOptions = {
  /** Origins allowed to frame /iframe (the organization's embed origins). */
  frameAncestors?: () => readonly string[]
  /** API origin when it differs from the site's (CSP connect-src). */
  apiOrigin?: string
}

/** The built site's inline scripts (Vike's bootstrap among them), allowed by hash. */
export function inlineScriptHashesOfSite(distClientDir: string): string[] {
  const htmlFiles = readdirSync(distClientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  return [...new Set(htmlFiles.flatMap((file) => inlineScriptHashesOf(readFileSync(join(distClientDir, file), 'utf8'))))]
}

/**
 * Serves the prerendered site (dist/client) the way a CDN would: files as
 * built (precompressed .br/.gz when present), a real HTTP 404 with 404.html
 * for unknown paths, cache headers per file and the security headers.
 */
export function createStaticSiteHandler(distClientDir: string, options: StaticSiteOptions = {}) {
  const notFoundFile = join(distClientDir, '404.html')
  const notFoundHtml = existsSync(notFoundFile) ? readFileSync(notFoundFile) : Buffer.from('Not found')
  // Read once at start like sirv's file list.
  const scriptHashes = inlineScriptHashesOfSite(distClientDir)

  const applyHeaders = (res: ServerResponse, pathname: string) => {
    // The embed origins are read live (a settings change shows at once), only where they matter.
    const frameAncestors = isEmbeddablePath(pathname) ? (options.frameAncestors?.() ?? []) : []
    const rules = siteHeaderRules({ frameAncestors, apiOrigin: options.apiOrigin, scriptHashes })
    for (const [name, value] of Object.entries(headersForPath(rules, pathname))) res.setHeader(name, value)
  }

  const serveFile = sirv(distClientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders: (res, pathname) => applyHeaders(res, pathname),
  })

  return (req: IncomingMessage, res: ServerResponse): void => {
    serveFile(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname
      applyHeaders(res, pathname)
      res.setHeader('Cache-Control', 'no-store')
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        res.end('Method Not Allowed')
        return
      }
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': notFoundHtml.length })
      res.end(req.method === 'HEAD' ? undefined : notFoundHtml)
    })
  }
}
