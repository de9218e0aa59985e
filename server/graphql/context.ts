/**
 * What every resolver receives: the process's services, the request's
 * organization, language, address and caller, made per request by the app's
 * wiring (server/api-context.ts). A resolver is the only code that reads it:
 * it hands a service the explicit dependencies the service declares
 * (server/core/deps.ts), and the actor it requires.
 */
import type { Auth, AmbassadorActor, StaffActor, StaffRole } from '../core/actor'
import type { Caller, Deps } from '../core/deps'
import type { AppServices } from '../services'
import type { CookieJar } from '../core/cookies'

export interface ApiContext extends AppServices, Deps {
  readonly ip: string
  readonly token: string | null
  /** The request's cookies and the response's Set-Cookie: the sign-in browser key only (sessions/browser-cookie.ts). */
  readonly cookies: CookieJar
  auth(): Promise<Auth>
  /** Who is calling, for rate limits and idempotency keys. */
  caller(): Promise<Caller>
  /**
   * The signed-in ambassador, or UNAUTHENTICATED. Only ACTIVE ambassadors
   * pass (FORBIDDEN for invited and pending ones) unless `onboarding` is set:
   * `me` and the onboarding operations take invited and pending ones too.
   */
  requireAmbassador(options?: { onboarding?: boolean }): Promise<AmbassadorActor>
  /**
   * The signed-in staff member: UNAUTHENTICATED without a session, FORBIDDEN
   * for a visitor or ambassador session, and FORBIDDEN for an editor when
   * `role` is 'owner'.
   */
  requireStaff(role?: StaffRole): Promise<StaffActor>
  /** The visitor session id when a visitor token is sent, else null. */
  visitorSessionId(): Promise<string | null>
}
