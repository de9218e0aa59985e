/**
 * `/gql/public` over node:http: CORS (and a 403 for origins not allowed, so
 * a cross-site form can't even run a mutation), the body size limit (413),
 * API security headers, then graphql-yoga. `text/plain` JSON bodies are
 * accepted as JSON: that is what `navigator.sendBeacon` can send cross-origin.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { YogaServerInstance } from 'graphql-yoga'
import type { AppContext } from '../graphql/context'
import type { ServerContext } from '../graphql/yoga'
import { apiSecurityHeaders } from './api-headers'
import { BodyTooLarge, readBody } from './body'
import type { OriginPolicy } from './origins'

export interface GraphqlRouteDeps {
  readonly yoga: YogaServerInstance<ServerContext, AppContext>
  readonly origins: OriginPolicy
  readonly bodyLimit: number
  readonly trustProxy: boolean
  readonly graphiql: boolean
}

const ALLOWED_HEADERS = 'content-type, authorization, x-organization, accept-language'

function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for']
  if (trustProxy && typeof forwarded === 'string' && forwarded.trim() !== '') return forwarded.split(',')[0]?.trim() ?? 'unknown'
  return req.socket.remoteAddress ?? 'unknown'
}

function sendJson(res: ServerResponse, status: number, headers: Record<string, string>, message: string, code: string): void {
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }] })
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) })
  res.end(body)
}

export async function handleGraphql(req: IncomingMessage, res: ServerResponse, deps: GraphqlRouteDeps): Promise<void> {
  const headers: Record<string, string> = { ...apiSecurityHeaders(deps.graphiql), Vary: 'Origin' }
  const origin = req.headers.origin
  if (origin !== undefined && origin !== 'null') {
    if (!deps.origins.allows(origin, req.headers.host)) {
      sendJson(res, 403, headers, `Origin ${origin} may not call this API.`, 'FORBIDDEN_ORIGIN')
      return
    }
    headers['Access-Control-Allow-Origin'] = origin
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...headers, 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS', 'Access-Control-Allow-Headers': ALLOWED_HEADERS, 'Access-Control-Max-Age': '600' })
    res.end()
    return
  }
  if (req.method !== 'GET' && req.method !== 'POST') {
    sendJson(res, 405, { ...headers, Allow: 'GET, POST, OPTIONS' }, 'Use POST (or GET for queries).', 'METHOD_NOT_ALLOWED')
    return
  }
  let body: Buffer | undefined
  if (req.method === 'POST') {
    try {
      body = await readBody(req, deps.bodyLimit)
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        sendJson(res, 413, { ...headers, Connection: 'close' }, `Request body larger than ${deps.bodyLimit} bytes.`, 'PAYLOAD_TOO_LARGE')
        return
      }
      throw error
    }
  }
  const requestHeaders = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') requestHeaders.set(name, value)
    else if (Array.isArray(value)) requestHeaders.set(name, value.join(', '))
  }
  if (/^text\/plain\b/i.test(requestHeaders.get('content-type') ?? '')) requestHeaders.set('content-type', 'application/json')
  requestHeaders.delete('content-length')
  const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`
  const request = new Request(url, { method: req.method, headers: requestHeaders, ...(body ? { body: new Uint8Array(body) } : {}) })
  const response = await deps.yoga.fetch(request, { ip: clientIp(req, deps.trustProxy) })
  const payload = Buffer.from(await response.arrayBuffer())
  const out: Record<string, string> = {}
  // Node's writeHead adds our Content-Length; yoga's own (lower-case) one would make it a duplicate, which fetch (undici) rejects.
  response.headers.forEach((value, name) => { if (name !== 'content-length') out[name] = value })
  res.writeHead(response.status, { ...out, ...headers, 'Content-Length': String(payload.length) })
  res.end(payload)
}
