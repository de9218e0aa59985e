/**
 * GET /logos/{sha256}.webp: an organization's logo, from the database. The
 * name is the content's hash, so the answer never changes: browsers and CDNs
 * keep it for a year without asking again.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { eq } from 'drizzle-orm'
import { LOGOS_PATH_PREFIX } from '../../../src/contract/logo'
import type { Db } from '../../db/client'
import { organizationLogos } from '../../db/schema'

const LOGO_FILE = /^([0-9a-f]{64})\.webp$/

const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // Shown by the site, which may be on another origin than the API (a CDN).
  'Cross-Origin-Resource-Policy': 'cross-origin',
  // Opened on its own, an image runs nothing.
  'Content-Security-Policy': "default-src 'none'",
}

function notFound(res: ServerResponse, status = 404, extra: Record<string, string> = {}): void {
  res.writeHead(status, { ...COMMON_HEADERS, ...extra, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(status === 404 ? 'Not found' : 'Method Not Allowed')
}

export async function serveLogo(req: IncomingMessage, res: ServerResponse, db: Db, path: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res, 405, { Allow: 'GET, HEAD' })
  const hash = LOGO_FILE.exec(path.slice(LOGOS_PATH_PREFIX.length))?.[1]
  if (hash === undefined) return notFound(res)
  const etag = `"${hash}"`
  const [row] = await db.select({ image: organizationLogos.image }).from(organizationLogos).where(eq(organizationLogos.hash, hash)).limit(1)
  if (row === undefined) return notFound(res)
  const headers = { ...COMMON_HEADERS, 'Cache-Control': 'public, max-age=31536000, immutable', ETag: etag }
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  res.writeHead(200, { ...headers, 'Content-Type': 'image/webp', 'Content-Length': row.image.length })
  res.end(req.method === 'HEAD' ? undefined : row.image)
}
