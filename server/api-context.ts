/**
 * The GraphQL context of one request (server/graphql/context.ts): the
 * organization (X-Organization, default from env), the caller's address and
 * bearer token, the caller resolved once when first asked, and the language
 * of messages. Plain HTTP routes that act for staff build the same.
 */
import { ORGANIZATION_HEADER } from '../src/contract/graphql-endpoint'
import type { Auth } from './core/actor'
import { systemClock } from './core/deps'
import type { Caller } from './core/deps'
import { readCookie } from './core/cookies'
import { appError, forbidden, unauthenticated } from './core/errors'
import { preferredLocale } from './core/locale'
import type { ApiContext } from './graphql/context'
import type { AppServices } from './services'
import { resolveAuth } from './sessions/auth'

/** Plain HTTP routes set no cookies: their contexts never issue sign-in codes. */
const noCookies = (): void => {
  throw new Error('this route sets no cookies')
}

export async function createContext(
  services: AppServices,
  request: Request,
  ip: string,
  token: string | null,
  setCookie: (header: string) => void = noCookies,
): Promise<ApiContext> {
  const slug = (request.headers.get(ORGANIZATION_HEADER) ?? services.env.defaultOrganization).trim().toLowerCase()
  const org = /^[a-z0-9-]{1,64}$/.test(slug) ? await services.orgs.get(slug) : null
  if (org === null) {
    throw appError('ORGANIZATION_NOT_FOUND', `Unknown organization "${slug.slice(0, 64)}". Send a known slug in the X-Organization header.`)
  }
  let authPromise: Promise<Auth> | null = null
  const auth = (): Promise<Auth> => (authPromise ??= resolveAuth({ db: services.db, org }, token))
  const visitorSessionId = async (): Promise<string | null> => {
    const a = await auth()
    return a.kind === 'visitor' ? a.sessionId : null
  }
  return {
    ...services,
    org,
    clock: systemClock,
    ip,
    token,
    cookies: { get: (name) => readCookie(request.headers.get('cookie'), name), set: setCookie },
    locale: preferredLocale(request.headers.get('accept-language')),
    auth,
    visitorSessionId,
    async caller(): Promise<Caller> {
      const a = await auth()
      return { ip, visitorSessionId: a.kind === 'visitor' ? a.sessionId : null, subject: a.kind === 'anonymous' ? `ip:${ip}` : `session:${a.sessionId}` }
    },
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
  }
}
