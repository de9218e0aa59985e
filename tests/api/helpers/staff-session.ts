/**
 * A staff member and a live staff session, inserted directly: for tests of
 * staff-only routes that are not about signing in.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../../server/db/client'
import { organizations, staffMembers, staffSessions } from '../../../server/db/schema'
import { hashSecret, newToken } from '../../../server/security/tokens'
import type { StaffRole } from '../../../server/sessions/auth'

export interface StaffLogin {
  readonly staffId: string
  readonly email: string
  readonly token: string
}

export async function insertStaffSession(db: Db, options: { email: string; role: StaffRole; orgSlug?: string }): Promise<StaffLogin> {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, options.orgSlug ?? 'demo'))
  if (org === undefined) throw new Error(`no organization ${options.orgSlug ?? 'demo'}`)
  const [member] = await db.insert(staffMembers).values({ orgId: org.id, email: options.email, role: options.role }).returning({ id: staffMembers.id })
  if (member === undefined) throw new Error('staff member not inserted')
  const token = newToken('ss_')
  await db.insert(staffSessions).values({ staffId: member.id, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + 3_600_000) })
  return { staffId: member.id, email: options.email, token }
}
