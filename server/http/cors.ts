/**
 * The API routes' shared HTTP layer: CORS (a 403 for origins not allowed, so
 * a cross-site page can't even send a write) and JSON errors in the GraphQL
 * shape (`errors[].extensions.code`), so a client reads every route alike.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { UPLOAD_CSRF_HEADER } from '../../src/contract/graphql-endpoint'
import type { OriginPolicy } from './origins'

const ALLOWED_HEADERS = `content-type, authorization, x-organization, accept-language, ${UPLOAD_CSRF_HEADER}`

export function sendJsonError(res: ServerResponse, status: number, headers: Record<string, string>, message: string, code: string): void {
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }] })
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) })
  res.end(body)
}

/**
 * Adds Access-Control-Allow-Origin to `headers` for an allowed origin; answers
 * 403 (and returns false) for any other, and for a POST from `Origin: null`
 * (sandboxed frames, file: pages, some redirects: never an allowed caller).
 * `credentials` lets an allowed origin's credentialed requests through: only
 * the sign-in operations send any, for the browser cookie (sessions/browser-cookie.ts).
 */
export function admitOrigin(
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
  origins: OriginPolicy,
  { credentials = false }: { readonly credentials?: boolean } = {},
): boolean {
  const origin = req.headers.origin
  if (origin === 'null' && req.method === 'POST') {
    sendJsonError(res, 403, headers, 'Requests from an opaque origin (null) may not call this API.', 'FORBIDDEN_ORIGIN')
    return false
  }
  if (origin !== undefined && origin !== 'null') {
    if (!origins.allows(origin)) {
      sendJsonError(res, 403, headers, `Origin ${origin} may not call this API.`, 'FORBIDDEN_ORIGIN')
      return false
    }
    headers['Access-Control-Allow-Origin'] = origin
    if (credentials) headers['Access-Control-Allow-Credentials'] = 'true'
  }
  return true
}

/** The answer to a CORS preflight (OPTIONS). */
export function answerPreflight(res: ServerResponse, headers: Record<string, string>, methods: string): void {
  res.writeHead(204, { ...headers, 'Access-Control-Allow-Methods': methods, 'Access-Control-Allow-Headers': ALLOWED_HEADERS, 'Access-Control-Max-Age': '600' })
  res.end()
}
