/**
 * Which requests may open a subscription stream (decision 091). Sessions are
 * bearer tokens, never cookies, so a cross-site page has no ambient
 * authority; still, like the upload rule (multipart.ts), a stream is opened
 * only by a request no "simple" cross-site request can be: a POST with a
 * JSON content type (browsers ask first, and the origin rules decide), or any
 * request carrying the CSRF header. A `text/plain` POST (what sendBeacon and
 * plain forms send) or a bare GET (what an <img> or EventSource sends) gets
 * 400. Streams have their own per-address limit: a long-lived stream must
 * not hold one of the address's few in-flight request slots.
 */
import type { IncomingMessage } from 'node:http'
import { UPLOAD_CSRF_HEADER } from '../../src/contract/graphql-endpoint'
import { hasCsrfHeader } from './multipart'

/** Open streams per client address on one instance: tabs × subscriptions, with room for a shared (NAT) address. */
export const MAX_STREAMS_PER_IP = 32

export const STREAM_REFUSED_MESSAGE = `Subscriptions must be POSTed as application/json, or carry the ${UPLOAD_CSRF_HEADER} header.`

/** True when a subscription stream may be opened by this request. */
export function mayOpenStream(req: Pick<IncomingMessage, 'headers' | 'method'>): boolean {
  if (hasCsrfHeader(req)) return true
  return req.method === 'POST' && /^application\/(graphql-response\+)?json\b/i.test(req.headers['content-type'] ?? '')
}
