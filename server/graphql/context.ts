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

/** The checks a resolver runs on its caller: the request's own, or a live stream's re-check (the database as it is now). */
export interface Authorizer {
  auth(): Promise<Auth>
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
}

export interface ApiContext extends AppServices, Deps, Authorizer {
  readonly ip: string
  readonly token: string | null
  /** The request's cookies and the response's Set-Cookie: the sign-in browser key only (sessions/browser-cookie.ts). */
  readonly cookies: CookieJar
  /** Who is calling, for rate limits and idempotency keys. */
  caller(): Promise<Caller>
  /** The visitor session id when a visitor token is sent, else null. */
  visitorSessionId(): Promise<string | null>
  /**
   * A subscription's live events (decision 092): `authorize` checks the
   * caller and names the key to follow, like the query the stream keeps
   * fresh. It runs again whenever the caller's rights may have changed: a
   * refusal ends the stream with that error, another grant ends it for the
   * client to reopen.
   */
  followLive(authorize: (who: Authorizer) => Promise<string>): Promise<ReturnType<AppServices['live']['subscribe']>>
}
