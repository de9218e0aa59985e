/**
 * Answers GET/HEAD for an image named by its content hash (logos, ambassador
 * photos): the name is the content's hash, so the answer never changes and
 * browsers and CDNs keep it for a year without asking again.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // Shown by the site, which may be on another origin than the API (a CDN).
  'Cross-Origin-Resource-Policy': 'cross-origin',
  // Opened on its own, an image runs nothing.
  'Content-Security-Policy': "default-src 'none'",
}

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

function refuse(res: ServerResponse, status: 404 | 405): void {
  const extra = status === 405 ? { Allow: 'GET, HEAD' } : {}
  res.writeHead(status, { ...COMMON_HEADERS, ...extra, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(status === 404 ? 'Not found' : 'Method Not Allowed')
}

/**
 * `name` is what the route parsed from the path (null: not a name it serves);
 * `load` finds the WebP bytes by that name (null: unknown, answered by
 * `whenUnknown` when given, else 404). `etag` must change whenever the bytes could.
 */
export async function serveImageByHash<Name>(
  req: IncomingMessage,
  res: ServerResponse,
  name: Name | null,
  etagOf: (name: Name) => string,
  load: (name: Name) => Promise<Buffer | null>,
  whenUnknown?: () => void,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405)
  if (name === null) return refuse(res, 404)
  const image = await load(name)
  if (image === null) return whenUnknown ? whenUnknown() : refuse(res, 404)
  const etag = `"${etagOf(name)}"`
  const headers = { ...COMMON_HEADERS, 'Cache-Control': IMMUTABLE_CACHE_CONTROL, ETag: etag }
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  res.writeHead(200, { ...headers, 'Content-Type': 'image/webp', 'Content-Length': image.length })
  res.end(req.method === 'HEAD' ? undefined : image)
}
