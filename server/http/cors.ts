/**
 * The API routes' shared HTTP layer: CORS per organization (a 403 for
 * origins not allowed, so a cross-site page can't even send a write) and
 * JSON errors in the GraphQL shape (`errors[].extensions.code`), so a client
 * reads every route alike.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { ORGANIZATION_HEADER, UPLOAD_CSRF_HEADER } from '../../src/contract/graphql-endpoint'
import type { OriginPolicy } from './origins'

const ALLOWED_HEADERS = `content-type, authorization, x-organization, accept-language, ${UPLOAD_CSRF_HEADER}`

export function sendJsonError(res: ServerResponse, status: number, headers: Record<string, string>, message: string, code: string): void {
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }] })
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) })
  res.end(body)
}

/**
 * The answer depends on the caller's origin and on the organization it asks
 * for (and, for a preflight, on whether it will name one): caches must keep
 * one answer per combination.
 */
export const CORS_VARY = 'Origin, X-Organization'
const PREFLIGHT_VARY = `${CORS_VARY}, Access-Control-Request-Headers`

/** Does the preflighted request send X-Organization (the header's name is all a preflight tells)? */
function preflightNamesOrganization(req: IncomingMessage): boolean {
  const names = String(req.headers['access-control-request-headers'] ?? '').toLowerCase()
  return names.split(',').some((name) => name.trim() === ORGANIZATION_HEADER.toLowerCase())
}

function organizationHeaderOf(req: IncomingMessage): string | undefined {
  const value = req.headers[ORGANIZATION_HEADER.toLowerCase()]
  return Array.isArray(value) ? value.join(', ') : value
}

/**
 * Adds Access-Control-Allow-Origin to `headers` for an origin allowed for the
 * organization the request asks for (origins.ts); answers 403 (and returns
 * false) for any other, and for a POST from `Origin: null` (sandboxed frames,
 * file: pages, some redirects: never an allowed caller). `credentials` lets an
 * allowed origin's credentialed requests through: only the sign-in operations
 * send any, for the browser cookie (sessions/browser-cookie.ts).
 */
export async function admitOrigin(
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
  origins: OriginPolicy,
  { credentials = false }: { readonly credentials?: boolean } = {},
): Promise<boolean> {
  const preflight = req.method === 'OPTIONS'
  headers.Vary = preflight ? PREFLIGHT_VARY : CORS_VARY
  const origin = req.headers.origin
  if (origin === 'null' && req.method === 'POST') {
    sendJsonError(res, 403, headers, 'Requests from an opaque origin (null) may not call this API.', 'FORBIDDEN_ORIGIN')
    return false
  }
  if (origin !== undefined && origin !== 'null') {
    const allowed = preflight && preflightNamesOrganization(req) ? origins.allowsSomeOrganization(origin) : await origins.allows(origin, organizationHeaderOf(req))
    if (!allowed) {
      sendJsonError(res, 403, headers, `Origin ${origin} may not call this organization's API.`, 'FORBIDDEN_ORIGIN')
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
