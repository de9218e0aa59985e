/**
 * POST /staff-api/logo: the organization's new logo, as the raw file (decision
 * 070). Same origin rules, token and X-Organization as GraphQL, and its
 * context (createContext, requireStaff); an owner or editor may upload. The
 * body is read only after the caller is known, up to LOGO_MAX_BYTES.
 * Answers `{ logoUrl }`, or `{ fieldErrors: [{ field: 'logo', code, message }] }`
 * in the request's language.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE_PX, LOGO_MIN_SIDE_PX } from '../../src/contract/limits'
import { isLogoType } from '../../src/contract/logo'
import type { AppServices } from '../services'
import { apiSecurityHeaders } from './api-headers'
import { BodyTooLarge, readBody } from './body'
import { admitOrigin, answerPreflight, sendJsonError } from './cors'
import { clientIp } from './graphql-route'
import { withInFlightSlot } from './in-flight-slot'
import { authorizeStaffRequest } from './staff-request'
import type { OriginPolicy } from './origins'
import { domainError } from '../core/field-errors'
import type { FieldError } from '../core/field-errors'
import type { InFlightLimit } from '../security/in-flight-limit'
import { LIMITS } from '../security/rate-limit'
import { processLogo } from '../organizations/logo/process-image'
import type { LogoRejection } from '../organizations/logo/process-image'
import { logoUrlFor, saveLogo } from '../organizations/logo/save-logo'

export interface LogoUploadDeps {
  readonly services: AppServices
  readonly origins: OriginPolicy
  readonly trustProxy: number
  readonly inFlight: InFlightLimit
}

const REJECTION_STATUS: Readonly<Record<LogoRejection, number>> = { LOGO_TYPE: 415, LOGO_UNREADABLE: 422, LOGO_DIMENSIONS: 422 }

function sendJson(res: ServerResponse, status: number, headers: Record<string, string>, payload: object): void {
  const body = JSON.stringify(payload)
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) })
  res.end(body)
}

const sendFieldError = (res: ServerResponse, status: number, headers: Record<string, string>, error: FieldError): void => sendJson(res, status, headers, { fieldErrors: [error] })

export async function handleLogoUpload(req: IncomingMessage, res: ServerResponse, deps: LogoUploadDeps): Promise<void> {
  const headers: Record<string, string> = apiSecurityHeaders(false)
  if (!(await admitOrigin(req, res, headers, deps.origins))) return
  if (req.method === 'OPTIONS') {
    answerPreflight(res, headers, 'POST, OPTIONS')
    return
  }
  if (req.method !== 'POST') {
    sendJsonError(res, 405, { ...headers, Allow: 'POST, OPTIONS' }, 'Send the image with POST.', 'METHOD_NOT_ALLOWED')
    return
  }
  const ip = clientIp(req, deps.trustProxy)
  // Answered before the body is read: close the connection rather than read a body nobody will use.
  await withInFlightSlot(res, deps.inFlight, ip, { ...headers, Connection: 'close' }, () => upload(req, res, deps, headers, ip))
}

async function upload(req: IncomingMessage, res: ServerResponse, deps: LogoUploadDeps, headers: Record<string, string>, ip: string): Promise<void> {
  // Answers given before the body is read close the connection rather than
  // read (up to 512 KB of) a body nobody will use.
  const unread = { ...headers, Connection: 'close' }
  const authorized = await authorizeStaffRequest(deps.services, req, ip, LIMITS.logoUploadPerStaff)
  if ('refusal' in authorized) {
    const { refusal } = authorized
    sendJsonError(res, refusal.status, { ...unread, ...refusal.headers }, refusal.message, refusal.code)
    return
  }
  const { ctx, staff } = authorized
  // The declared type is only a first filter: the bytes decide (process-image.ts).
  const declared = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (!isLogoType(declared)) {
    sendFieldError(res, 415, unread, domainError('logo', 'LOGO_TYPE', ctx.locale))
    return
  }
  let bytes: Buffer
  try {
    bytes = await readBody(req, LOGO_MAX_BYTES)
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error
    sendFieldError(res, 413, unread, domainError('logo', 'LOGO_TOO_LARGE', ctx.locale, { maxKb: LOGO_MAX_BYTES / 1024 }))
    return
  }
  const outcome = await processLogo(bytes)
  if (!outcome.ok) {
    sendFieldError(res, REJECTION_STATUS[outcome.code], headers, domainError('logo', outcome.code, ctx.locale, { min: LOGO_MIN_SIDE_PX, max: LOGO_MAX_SIDE_PX }))
    return
  }
  const logoUrl = logoUrlFor(outcome.logo.hash, ctx.env.publicApiUrl)
  await saveLogo(ctx.db, { orgId: ctx.org.id, actorEmail: staff.email, logo: outcome.logo, url: logoUrl })
  // After the commit: this process's organization and response caches.
  deps.services.orgs.clear()
  sendJson(res, 200, headers, { logoUrl })
}
