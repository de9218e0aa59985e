/** Reads a request body up to a byte limit (413 beyond it, without buffering the rest). */
import type { IncomingMessage } from 'node:http'

export const BODY_LIMIT_BYTES = 100 * 1024

/**
 * What a request carrying a staff session token may send: the CSV import
 * (issue 17) sends up to 5,000 rows in one `importAmbassadors` request,
 * ~1 MB once JSON-escaped. Only the token's shape is checked here, before
 * the body is read; the token itself is verified by the resolver, which
 * refuses non-staff callers — so an anonymous client can make the server
 * buffer at most this much per request (and per in-flight slot), and every
 * other caller keeps the 100 KB limit. The CSV is parsed in memory and
 * never stored.
 */
export const STAFF_BODY_LIMIT_BYTES = 2 * 1024 * 1024

const STAFF_BEARER = /^Bearer\s+ss_[A-Za-z0-9_-]{43}\s*$/i

/** The body limit for a request, by the kind of bearer token it carries. */
export const bodyLimitFor = (authorization: string | undefined, limit: number): number =>
  authorization !== undefined && STAFF_BEARER.test(authorization) ? Math.max(limit, STAFF_BODY_LIMIT_BYTES) : limit

export class BodyTooLarge extends Error {}

export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '0')
  if (declared > limit) return Promise.reject(new BodyTooLarge())
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.removeAllListeners('data')
        req.resume()
        reject(new BodyTooLarge())
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}
