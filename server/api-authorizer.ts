/**
 * The checks on a caller (server/graphql/context.ts `Authorizer`), built on
 * any resolution of their bearer token: the request's own (memoized once per
 * request), or a fresh one from the database when a live stream checks its
 * rights again (decision 092).
 */
import type { Auth } from './core/actor'
import { forbidden, unauthenticated } from './core/errors'
import type { OrgRecord } from './core/organization'
import type { Authorizer } from './graphql/context'
import { grantOf, holderKeysOf } from './live/stream-rights'
import type { SubscriptionQueue } from './live/subscription-queue'
import type { AppServices } from './services'
import { resolveAuth } from './sessions/auth'

export function authorizer(auth: () => Promise<Auth>): Authorizer {
  return {
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
  }
}

/** Told to a stream whose session is gone (signed out, removed, deactivated, expired), whatever the stream followed. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended: sign in again to follow live updates.'

/** The stream of the key `authorize` names, rechecked by the hub whenever its holder's rights may have changed. */
export async function followLive(
  services: Pick<AppServices, 'db' | 'live'>,
  org: OrgRecord,
  token: string | null,
  request: Authorizer,
  authorize: (who: Authorizer) => Promise<string>,
): Promise<SubscriptionQueue> {
  const opened = await request.auth()
  const key = await authorize(request)
  return services.live.subscribe(key, {
    // A thread's stream opened by a signed-in ambassador or staff member is not the visitor reading it.
    present: !(key.startsWith('thread:') && (opened.kind === 'ambassador' || opened.kind === 'staff')),
    holders: holderKeysOf(opened),
    grant: grantOf(opened),
    recheck: async () => {
      const now = await resolveAuth({ db: services.db, org }, token)
      let followed: string
      try {
        followed = await authorize(authorizer(() => Promise.resolve(now)))
      } catch (error) {
        // The stream's own refusal would say "sign in" or "someone else's": the clear reason is the session's end.
        if (opened.kind !== 'anonymous' && now.kind === 'anonymous') throw unauthenticated(SESSION_ENDED_MESSAGE)
        throw error
      }
      // Allowed, but to another key: a different grant all the same (the client reopens the stream).
      return followed === key ? grantOf(now) : `${grantOf(now)} → ${followed}`
    },
  })
}
