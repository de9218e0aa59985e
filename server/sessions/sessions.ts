/** Visitor sessions, and signing out of any session. */
import { eq } from 'drizzle-orm'
import { SESSION_TTL_S } from '../../src/contract/limits'
import type { Auth } from '../core/actor'
import type { Caller, Deps } from '../core/deps'
import { ambassadorSessions, staffSessions, visitorSessions } from '../db/schema'
import { accessChanged, publishLive } from '../live/events'
import { enforce, LIMITS } from '../security/rate-limit'
import { hashSecret, newToken } from '../security/tokens'

/** A new visitor session (the token is stored hashed); limited per client address. */
export async function startVisitorSession(deps: Pick<Deps, 'db' | 'org' | 'env' | 'clock'>, caller: Pick<Caller, 'ip'>): Promise<{ token: string; expiresAt: Date }> {
  await enforce(deps.db, deps.env.rateLimitScale, [[LIMITS.visitorSessionPerIp, caller.ip]])
  const token = newToken('vs_')
  const expiresAt = new Date(deps.clock().getTime() + SESSION_TTL_S * 1000)
  await deps.db.insert(visitorSessions).values({ orgId: deps.org.id, tokenHash: hashSecret(token), expiresAt })
  return { token, expiresAt }
}

/**
 * Deletes the session the caller's token opened, whichever kind; false when
 * it opened none. The session's live streams end with it (decision 092).
 */
export async function endSession(deps: Pick<Deps, 'db' | 'org'>, auth: Auth): Promise<boolean> {
  if (auth.kind === 'anonymous') return false
  await deps.db.transaction(async (tx) => {
    if (auth.kind === 'ambassador') await tx.delete(ambassadorSessions).where(eq(ambassadorSessions.id, auth.sessionId))
    else if (auth.kind === 'staff') await tx.delete(staffSessions).where(eq(staffSessions.id, auth.sessionId))
    else await tx.delete(visitorSessions).where(eq(visitorSessions.id, auth.sessionId))
    await publishLive(tx, accessChanged(deps.org.id, 'SIGNED_OUT', { sessionId: auth.sessionId }))
  })
  return true
}
