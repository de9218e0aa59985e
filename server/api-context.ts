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
import { appError } from './core/errors'
import { preferredLocale } from './core/locale'
import { requestedOrganizationSlug } from './organizations/requested-slug'
import type { ApiContext } from './graphql/context'
import type { AppServices } from './services'
import { resolveAuth } from './sessions/auth'
import { authorizer, followLive } from './api-authorizer'

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
  const requested = request.headers.get(ORGANIZATION_HEADER)
  const slug = requestedOrganizationSlug(requested, services.env.defaultOrganization)
  const org = slug === null ? null : await services.orgs.get(slug)
  if (org === null) {
    const shown = (slug ?? requested ?? '').trim().toLowerCase().slice(0, 64)
    throw appError('ORGANIZATION_NOT_FOUND', `Unknown organization "${shown}". Send a known slug in the X-Organization header.`)
  }
  let authPromise: Promise<Auth> | null = null
  const auth = (): Promise<Auth> => (authPromise ??= resolveAuth({ db: services.db, org }, token))
  const checks = authorizer(auth)
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
    visitorSessionId,
    async caller(): Promise<Caller> {
      const a = await auth()
      return { ip, visitorSessionId: a.kind === 'visitor' ? a.sessionId : null, subject: a.kind === 'anonymous' ? `ip:${ip}` : `session:${a.sessionId}` }
    },
    ...checks,
    followLive: (authorize) => followLive(services, org, token, checks, authorize),
  }
}
