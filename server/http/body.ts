/** Reads a request body up to a byte limit (413 beyond it, without buffering the rest). */
import type { IncomingMessage } from 'node:http'

export const BODY_LIMIT_BYTES = 100 * 1024

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
