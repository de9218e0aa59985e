/**
 * Who is calling: the bearer token (visitor, ambassador or staff session)
 * looked up by its hash, within the request's organization, unexpired. The
 * token's prefix says which table to look in (vs_, as_, ss_).
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import { perDatabase } from '../db/per-database'
import { ambassadors, ambassadorSessions, staffMembers, staffSessions, visitorSessions } from '../db/schema'
import { hashSecret, isTokenShaped } from '../security/tokens'
import type { Auth } from '../core/actor'
import type { Deps } from '../core/deps'

export function bearerToken(header: string | null): string | null {
  if (header === null) return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1] ?? null
}

const hashParam = sql.placeholder('tokenHash')
const orgParam = sql.placeholder('orgId')

/** Run on every signed-in request: prepared once per database (server/db/per-database.ts). */
const sessionStatements = perDatabase((db) => ({
  visitor: db
    .select({ id: visitorSessions.id })
    .from(visitorSessions)
    .where(and(eq(visitorSessions.tokenHash, hashParam), eq(visitorSessions.orgId, orgParam), gt(visitorSessions.expiresAt, sql`now()`)))
    .prepare('auth_visitor_session'),
  ambassador: db
    .select({ id: ambassadorSessions.id, ambassadorId: ambassadorSessions.ambassadorId, status: ambassadors.status })
    .from(ambassadorSessions)
    .innerJoin(ambassadors, eq(ambassadors.id, ambassadorSessions.ambassadorId))
    .where(and(eq(ambassadorSessions.tokenHash, hashParam), eq(ambassadors.orgId, orgParam), gt(ambassadorSessions.expiresAt, sql`now()`)))
    .prepare('auth_ambassador_session'),
  staff: db
    .select({ id: staffSessions.id, staffId: staffMembers.id, email: staffMembers.email, role: staffMembers.role })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashParam), eq(staffMembers.orgId, orgParam), gt(staffSessions.expiresAt, sql`now()`)))
    .prepare('auth_staff_session'),
}))

export async function resolveAuth(deps: Pick<Deps, 'db' | 'org'>, token: string | null): Promise<Auth> {
  if (token === null) return { kind: 'anonymous', tokenRejected: false }
  const params = { tokenHash: hashSecret(token), orgId: deps.org.id }
  const statements = sessionStatements(deps.db)
  if (isTokenShaped(token, 'vs_')) {
    const [row] = await statements.visitor.execute(params)
    if (row !== undefined) return { kind: 'visitor', sessionId: row.id }
  } else if (isTokenShaped(token, 'as_')) {
    const [row] = await statements.ambassador.execute(params)
    // An inactive ambassador's session opens nothing (deactivation also deletes them); invited and pending ones reach onboarding only (context.ts).
    if (row !== undefined && row.status !== 'inactive') return { kind: 'ambassador', sessionId: row.id, ambassadorId: row.ambassadorId, status: row.status }
  } else if (isTokenShaped(token, 'ss_')) {
    const [row] = await statements.staff.execute(params)
    if (row !== undefined) return { kind: 'staff', sessionId: row.id, staffId: row.staffId, email: row.email, role: row.role }
  }
  return { kind: 'anonymous', tokenRejected: true }
}
