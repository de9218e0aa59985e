/**
 * `/gql/public` over node:http: CORS (and a 403 for origins not allowed, so
 * a cross-site form can't even run a mutation), the body size limit (413),
 * API security headers, then graphql-yoga. `text/plain` JSON bodies are
 * accepted as JSON: that is what `navigator.sendBeacon` can send cross-origin.
 * `multipart/form-data` (file uploads, decision 075) gets the larger
 * `uploadBodyLimit` and must carry the CSRF header (multipart.ts); yoga
 * admits it for the upload mutations only (graphql/multipart-uploads.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { YogaServerInstance } from 'graphql-yoga'
import type { ApiContext } from '../graphql/context'
import type { ServerContext } from '../graphql/yoga'
import { apiSecurityHeaders } from './api-headers'
import { BodyTooLarge, bodyLimitFor, readBody } from './body'
import { withInFlightSlot, withStreamSlot } from './in-flight-slot'
import { acceptsEventStream } from '../graphql/event-streams'
import { mayOpenStream, STREAM_REFUSED_MESSAGE } from './event-stream-requests'
import { isMultipartRequest } from '../graphql/multipart-uploads'
import { hasCsrfHeader, MISSING_CSRF_HEADER_MESSAGE } from './multipart'
import { admitOrigin, answerPreflight, sendJsonError } from './cors'
import type { InFlightLimit } from '../security/in-flight-limit'
import type { OriginPolicy } from './origins'

export interface GraphqlRouteDeps {
  readonly yoga: YogaServerInstance<ServerContext, ApiContext>
  readonly origins: OriginPolicy
  readonly bodyLimit: number
  /** For multipart/form-data bodies: the largest file plus the form's overhead. */
  readonly uploadBodyLimit: number
  readonly trustProxy: number
  readonly graphiql: boolean
  readonly inFlight: InFlightLimit
  /** Open subscription streams per address (event-stream-requests.ts). */
  readonly streams: InFlightLimit
}

/**
 * The client's address. Behind N trusted proxies, each appends the address it
 * was reached from, so the client is the entry N from the right; anything
 * left of it came from the client and may be forged. A chain shorter than N
 * did not come through our proxies: the peer's own address is used.
 */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: number): string {
  const peer = req.socket.remoteAddress ?? 'unknown'
  const forwarded = req.headers['x-forwarded-for']
  if (trustProxy === 0 || typeof forwarded !== 'string') return peer
  const chain = forwarded
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return chain.length >= trustProxy ? (chain[chain.length - trustProxy] ?? peer) : peer
}

export async function handleGraphql(req: IncomingMessage, res: ServerResponse, deps: GraphqlRouteDeps): Promise<void> {
  const headers: Record<string, string> = apiSecurityHeaders(deps.graphiql)
  // Credentials allowed: the sign-in operations send the browser cookie when the API is on another host of the same site
  // (SameSite=Strict keeps it from any other site, and it opens nothing: every session is a bearer token).
  if (!(await admitOrigin(req, res, headers, deps.origins, { credentials: true }))) return
  if (req.method === 'OPTIONS') {
    answerPreflight(res, headers, 'GET, POST, OPTIONS')
    return
  }
  if (req.method !== 'GET' && req.method !== 'POST') {
    sendJsonError(res, 405, { ...headers, Allow: 'GET, POST, OPTIONS' }, 'Use POST (or GET for queries).', 'METHOD_NOT_ALLOWED')
    return
  }
  // Counted from the first byte of the body on: a client holding requests
  // open (slow bodies, slow queries) occupies only its own share.
  const ip = clientIp(req, deps.trustProxy)
  if (acceptsEventStream(req.headers.accept ?? null)) {
    if (!mayOpenStream(req)) {
      sendJsonError(res, 400, headers, STREAM_REFUSED_MESSAGE, 'BAD_REQUEST')
      return
    }
    await withStreamSlot(res, deps.streams, ip, headers, () => answer(req, res, deps, headers, ip))
    return
  }
  await withInFlightSlot(res, deps.inFlight, ip, headers, () => answer(req, res, deps, headers, ip))
}

async function answer(req: IncomingMessage, res: ServerResponse, deps: GraphqlRouteDeps, headers: Record<string, string>, ip: string): Promise<void> {
  if (req.method === 'POST') {
    const type = req.headers['content-type'] ?? ''
    const multipart = isMultipartRequest(type)
    if (multipart && !hasCsrfHeader(req)) {
      sendJsonError(res, 400, { ...headers, Connection: 'close' }, MISSING_CSRF_HEADER_MESSAGE, 'BAD_REQUEST')
      return
    }
    // Photos (multipart) up to their own limit; staff requests (CSV imports) up to theirs; everything else 100 KB.
    const limit = multipart ? deps.uploadBodyLimit : bodyLimitFor(req.headers.authorization, deps.bodyLimit)
    let raw: Buffer
    try {
      raw = await readBody(req, limit)
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        sendJsonError(res, 413, { ...headers, Connection: 'close' }, `Request body larger than ${limit} bytes.`, 'PAYLOAD_TOO_LARGE')
        return
      }
      throw error
    }
    if (/^(application\/(graphql-response\+)?json|text\/plain)\b/i.test(type)) {
      // Parsed once here (also for sendBeacon's text/plain); yoga uses a parsed
      // `req.body` as is instead of reading the (already consumed) stream.
      let parsed: unknown
      try {
        parsed = JSON.parse(raw.toString('utf8'))
      } catch {
        sendJsonError(res, 400, headers, 'The request body is not valid JSON.', 'BAD_REQUEST')
        return
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        sendJsonError(res, 400, headers, 'The request body must be one GraphQL request object.', 'BAD_REQUEST')
        return
      }
      req.headers['content-type'] = 'application/json'
      Object.assign(req, { body: parsed })
    } else {
      Object.assign(req, { body: raw })
    }
  }
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  await deps.yoga(req, res, { ip, setCookie: (header) => res.appendHeader('Set-Cookie', header) })
}
