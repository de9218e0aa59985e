/**
 * The per-request context: the organization (X-Organization, default from
 * env), the caller's IP and bearer token, a lazily resolved session, the
 * locale for messages, and batch loaders.
 */
import { ORGANIZATION_HEADER } from '../../src/contract/graphql-endpoint'
import type { Locale } from '../../src/contract/locale'
import type { DirectoryCountCache } from '../ambassadors/count-cache'
import type { AmbassadorStatus } from '../ambassadors/status'
import type { Database, Db } from '../db/client'
import type { Env } from '../env'
import type { LiveHub } from '../live/hub'
import type { MatchIndex } from '../matching/index-cache'
import type { OrganizationCache, OrgRecord } from '../organizations/cache'
import type { Publisher } from '../publishing/publisher'
import { resolveAuth } from '../sessions/auth'
import type { Auth, StaffRole } from '../sessions/auth'
import { appError, forbidden, unauthenticated } from './errors'
import { createLoaders } from './loaders'
import type { Loaders } from './loaders'

/** Long-lived, shared by all requests of one server. */
export interface AppServices {
  readonly database: Database
  readonly db: Db
  readonly env: Env
  readonly orgs: OrganizationCache
  readonly matchIndex: MatchIndex
  readonly directoryCounts: DirectoryCountCache
  readonly publisher: Publisher
  /** This instance's live subscribers (decision 091). */
  readonly live: LiveHub
}

export interface AppContext {
  readonly services: AppServices
  readonly db: Db
  readonly env: Env
  readonly org: OrgRecord
  readonly ip: string
  readonly token: string | null
  readonly locale: Locale
  readonly loaders: Loaders
  auth(): Promise<Auth>
  /**
   * The signed-in ambassador, or UNAUTHENTICATED. Only ACTIVE ambassadors
   * pass (FORBIDDEN for invited and pending ones) unless `onboarding` is set:
   * `me` and the onboarding operations take invited and pending ones too.
   */
  requireAmbassador(options?: { onboarding?: boolean }): Promise<{ ambassadorId: string; sessionId: string; status: AmbassadorStatus }>
  /**
   * The signed-in staff member: UNAUTHENTICATED without a session, FORBIDDEN
   * for a visitor or ambassador session, and FORBIDDEN for an editor when
   * `role` is 'owner'.
   */
  requireStaff(role?: StaffRole): Promise<StaffSession>
  /** The visitor session id when a visitor token is sent, else null. */
  visitorSessionId(): Promise<string | null>
  /** Who this caller is for idempotency and per-caller limits: session id or IP. */
  subject(): Promise<string>
}

export interface StaffSession {
  readonly staffId: string
  readonly sessionId: string
  readonly email: string
  readonly role: StaffRole
}

export function preferredLocale(acceptLanguage: string | null): Locale {
  return acceptLanguage !== null && /^\s*fr\b/i.test(acceptLanguage) ? 'fr' : 'en'
}

export async function createContext(services: AppServices, request: Request, ip: string, token: string | null): Promise<AppContext> {
  const slug = (request.headers.get(ORGANIZATION_HEADER) ?? services.env.defaultOrganization).trim().toLowerCase()
  const org = /^[a-z0-9-]{1,64}$/.test(slug) ? await services.orgs.get(slug) : null
  if (org === null) {
    throw appError('ORGANIZATION_NOT_FOUND', `Unknown organization "${slug.slice(0, 64)}". Send a known slug in the X-Organization header.`)
  }
  let authPromise: Promise<Auth> | null = null
  const auth = (): Promise<Auth> => (authPromise ??= resolveAuth(services.db, org.id, token))
  return {
    services,
    db: services.db,
    env: services.env,
    org,
    ip,
    token,
    locale: preferredLocale(request.headers.get('accept-language')),
    loaders: createLoaders(services.db, org.id),
    auth,
    async requireAmbassador(options = {}) {
      const a = await auth()
      if (a.kind === 'ambassador') {
        if (a.status !== 'active' && options.onboarding !== true) throw forbidden('This ambassador account is not active yet: complete the profile and wait for approval.')
        return { ambassadorId: a.ambassadorId, sessionId: a.sessionId, status: a.status }
      }
      if (a.kind === 'staff') throw forbidden('Staff sessions cannot act as an ambassador.')
      throw unauthenticated(a.kind === 'visitor' ? 'This needs an ambassador session.' : 'Sign in as an ambassador to do this.')
    },
    async requireStaff(role) {
      const a = await auth()
      if (a.kind === 'staff') {
        if (role === 'owner' && a.role !== 'owner') throw forbidden('Only owners can do this.')
        return { staffId: a.staffId, sessionId: a.sessionId, email: a.email, role: a.role }
      }
      if (a.kind === 'anonymous') throw unauthenticated('Sign in to the staff console to do this.')
      throw forbidden('This needs a staff session.')
    },
    async visitorSessionId() {
      const a = await auth()
      return a.kind === 'visitor' ? a.sessionId : null
    },
    async subject() {
      const a = await auth()
      return a.kind === 'anonymous' ? `ip:${ip}` : `session:${a.sessionId}`
    },
  }
}
