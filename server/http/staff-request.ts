/**
 * The staff member behind a plain HTTP route's request (CSV exports, logo
 * upload): the GraphQL context built from the request's organization and
 * language headers and its bearer token, staff required, within the route's
 * per-staff rate limit. An app error (unknown organization, not signed in,
 * not staff, rate limited) comes back as the refusal to send, in the route's
 * own format; anything else throws (a bug: logged and masked).
 */
import type { IncomingMessage } from 'node:http'
import { ORGANIZATION_HEADER } from '../../src/contract/graphql-endpoint'
import { createContext } from '../api-context'
import type { ApiContext } from '../graphql/context'
import type { AppServices } from '../services'
import type { StaffActor } from '../core/actor'
import { enforce, type Limit } from '../security/rate-limit'
import { bearerToken } from '../sessions/auth'
import { httpRefusalOf, type HttpRefusal } from './app-error-status'

export type StaffRequest = { readonly ctx: ApiContext; readonly staff: StaffActor } | { readonly refusal: HttpRefusal }

/** What createContext reads of a request: the organization and the language. */
function contextRequest(req: IncomingMessage): Request {
  const headers = new Headers()
  for (const name of [ORGANIZATION_HEADER, 'accept-language']) {
    const value = req.headers[name.toLowerCase()]
    if (typeof value === 'string') headers.set(name, value)
  }
  return new Request('http://api.internal/', { headers })
}

export async function authorizeStaffRequest(services: AppServices, req: IncomingMessage, ip: string, limit: Limit): Promise<StaffRequest> {
  try {
    const ctx = await createContext(services, contextRequest(req), ip, bearerToken(req.headers.authorization ?? null))
    const staff = await ctx.requireStaff()
    await enforce(ctx.db, ctx.env.rateLimitScale, [[limit, staff.staffId]])
    return { ctx, staff }
  } catch (error) {
    const refusal = httpRefusalOf(error)
    if (refusal === null) throw error
    return { refusal }
  }
}
