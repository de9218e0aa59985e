/**
 * Who can sign in with an e-mailed code: ambassadors (the ambassadors area)
 * and staff (the console). Each audience finds its accounts and starts its
 * own kind of session; codes, guards and rate limits are the same machinery
 * (sign-in.ts), keyed per audience so an address that is both an ambassador
 * and a staff member has two independent accounts.
 */
import { and, eq, exists, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { SESSION_TTL_S } from '../../src/contract/limits'
import type { Db, Tx } from '../db/client'
import { ambassadorInvitations, ambassadors, ambassadorSessions, staffMembers, staffSessions } from '../db/schema'
import type { AmbassadorRow, StaffRow } from '../db/rows'
import type { Clock } from '../core/deps'
import { hashSecret, newToken } from '../security/tokens'

export type Audience = 'ambassador' | 'staff'

export type SignedInAccount = { readonly audience: 'ambassador'; readonly ambassador: AmbassadorRow } | { readonly audience: 'staff'; readonly staff: StaffRow }

/**
 * Who may sign in as an ambassador: active and pending ones, and invited ones
 * who opened their invitation link (acceptInvitation), so an address staff
 * merely typed cannot be signed in before its owner followed the e-mail.
 * Inactive ones cannot.
 */
export async function findAmbassadorByEmail(db: Db | Tx, orgId: string, email: string): Promise<AmbassadorRow | null> {
  const accepted = db
    .select({ one: sql`1` })
    .from(ambassadorInvitations)
    .where(and(eq(ambassadorInvitations.ambassadorId, ambassadors.id), isNotNull(ambassadorInvitations.acceptedAt)))
  const [row] = await db
    .select()
    .from(ambassadors)
    .where(
      and(
        eq(ambassadors.orgId, orgId),
        eq(ambassadors.email, email.trim().toLowerCase()),
        or(inArray(ambassadors.status, ['pending', 'active']), and(eq(ambassadors.status, 'invited'), exists(accepted))),
      ),
    )
  return row ?? null
}

export async function findStaffByEmail(db: Db | Tx, orgId: string, email: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.orgId, orgId), eq(staffMembers.email, email.trim().toLowerCase())))
  return row ?? null
}

/** The address a code is e-mailed to, or null when the address has no account in this audience. */
export async function accountEmail(db: Db | Tx, audience: Audience, orgId: string, email: string): Promise<string | null> {
  const row = audience === 'staff' ? await findStaffByEmail(db, orgId, email) : await findAmbassadorByEmail(db, orgId, email)
  return row?.email ?? null
}

export async function findAccount(db: Db | Tx, audience: Audience, orgId: string, email: string): Promise<SignedInAccount | null> {
  if (audience === 'staff') {
    const staff = await findStaffByEmail(db, orgId, email)
    return staff === null ? null : { audience, staff }
  }
  const ambassador = await findAmbassadorByEmail(db, orgId, email)
  return ambassador === null ? null : { audience, ambassador }
}

/** Creates the session (token stored hashed) and notes the sign-in on the account. */
export async function startSession(tx: Tx, account: SignedInAccount, clock: Clock): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(clock().getTime() + SESSION_TTL_S * 1000)
  if (account.audience === 'staff') {
    const token = newToken('ss_')
    await tx.insert(staffSessions).values({ staffId: account.staff.id, tokenHash: hashSecret(token), expiresAt })
    await tx
      .update(staffMembers)
      .set({ lastSignInAt: sql`now()` })
      .where(eq(staffMembers.id, account.staff.id))
    return { token, expiresAt }
  }
  const token = newToken('as_')
  await tx.insert(ambassadorSessions).values({ ambassadorId: account.ambassador.id, tokenHash: hashSecret(token), expiresAt })
  await tx
    .update(ambassadors)
    .set({ lastActiveAt: sql`now()` })
    .where(eq(ambassadors.id, account.ambassador.id))
  return { token, expiresAt }
}
