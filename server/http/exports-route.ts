/**
 * GET /exports/{questions|meetings|joins|leads}.csv?from=YYYY-MM-DD&to=YYYY-MM-DD
 * (decision 103): the staff console's CSV downloads for the CRM. The same
 * bearer token, X-Organization and context as GraphQL — 401 without a staff
 * token, 403 for ambassadors and visitors, 400 (plain text, the request's
 * language) for a bad range, 429 past the staff export limit. The file is
 * written batch by batch as the client reads it (backpressure): never whole
 * in memory. One audit entry per download: kind, range, rows — no person.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AppServices } from '../services'
import { CSV_BOM, csvRow } from '../insights/exports/csv'
import { EXPORT_KINDS, EXPORTS, type ExportKind } from '../insights/exports/kinds'
import { parseRange, rangeProblem } from '../insights/range'
import type { InFlightLimit } from '../security/in-flight-limit'
import { LIMITS } from '../security/rate-limit'
import { recordAudit } from '../audit/record'
import { apiSecurityHeaders } from './api-headers'
import { admitOrigin, answerPreflight } from './cors'
import { clientIp } from './graphql-route'
import { authorizeStaffRequest } from './staff-request'
import { withInFlightSlot } from './in-flight-slot'
import type { OriginPolicy } from './origins'

export const EXPORTS_PATH_PREFIX = '/exports/'
/** Rows per read: big enough for few round trips, small enough to stay a few hundred KB. */
export const EXPORT_BATCH_ROWS = 1000

export interface ExportRouteDeps {
  readonly services: AppServices
  readonly origins: OriginPolicy
  readonly trustProxy: number
  readonly inFlight: InFlightLimit
}

const kindOf = (path: string): ExportKind | null => {
  const name = path.slice(EXPORTS_PATH_PREFIX.length)
  return EXPORT_KINDS.find((k) => name === `${k}.csv`) ?? null
}

function sendText(res: ServerResponse, status: number, headers: Record<string, string>, text: string): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) })
  res.end(text)
}

/** Resolves when the client has taken what was written (or has gone away), leaving no listener behind. */
function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.on('drain', done)
    res.on('close', done)
  })
}

export async function handleExport(req: IncomingMessage, res: ServerResponse, path: string, deps: ExportRouteDeps): Promise<void> {
  const headers: Record<string, string> = { ...apiSecurityHeaders(false), 'Cache-Control': 'no-store' }
  if (!(await admitOrigin(req, res, headers, deps.origins))) return
  if (req.method === 'OPTIONS') {
    answerPreflight(res, headers, 'GET, OPTIONS')
    return
  }
  const kind = kindOf(path)
  if (kind === null) {
    sendText(res, 404, headers, `Not found: ${path}`)
    return
  }
  if (req.method !== 'GET') {
    sendText(res, 405, { ...headers, Allow: 'GET, OPTIONS' }, 'Use GET.')
    return
  }
  const ip = clientIp(req, deps.trustProxy)
  await withInFlightSlot(res, deps.inFlight, ip, headers, () => authorizeAndStream(req, res, kind, deps, headers, ip))
}

async function authorizeAndStream(req: IncomingMessage, res: ServerResponse, kind: ExportKind, deps: ExportRouteDeps, headers: Record<string, string>, ip: string): Promise<void> {
  const authorized = await authorizeStaffRequest(deps.services, req, ip, LIMITS.exportPerStaff)
  if ('refusal' in authorized) {
    const { refusal } = authorized
    sendText(res, refusal.status, { ...headers, ...refusal.headers }, refusal.message)
    return
  }
  const { ctx, staff } = authorized
  const query = new URL(req.url ?? '/', 'http://api.internal').searchParams
  const range = parseRange(query.get('from') ?? '', query.get('to') ?? '', ctx.org.row.timeZone)
  if (range === null) {
    sendText(res, 400, headers, rangeProblem(ctx.locale))
    return
  }
  const spec = EXPORTS[kind]
  res.writeHead(200, {
    ...headers,
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${kind}-${range.from}-${range.to}.csv"`,
    // The console on another origin (a CDN) names the saved file from it.
    'Access-Control-Expose-Headers': 'Content-Disposition',
  })
  let closed = false
  res.once('close', () => (closed = true))
  let rows = 0
  let after: string | null = null
  const write = async (chunk: string) => {
    if (!res.write(chunk)) await drainedOrClosed(res)
  }
  await write(CSV_BOM + csvRow(spec.header))
  do {
    const batch = await spec.read(ctx.db, ctx.org.id, range, after, EXPORT_BATCH_ROWS)
    if (batch.rows.length > 0) await write(batch.rows.map(csvRow).join(''))
    rows += batch.rows.length
    after = batch.next
  } while (after !== null && !closed)
  res.end()
  await recordAudit(ctx.db, {
    orgId: ctx.org.id,
    actorEmail: staff.email,
    kind: 'insights.export',
    target: kind,
    after: { from: range.from, to: range.to, rows, complete: !closed },
  })
}
