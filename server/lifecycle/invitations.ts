/**
 * Invitation links (issue 17): `/ambassadors?invite=ai_…`, stored hashed,
 * valid AMBASSADOR_INVITATION_TTL_DAYS, used once. An invited ambassador is a
 * row with status 'invited' and profile placeholders (never public: `active`
 * is false until staff approve). Renewing an invitation ends the earlier
 * links, so only the newest e-mail works.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { AMBASSADOR_INVITATION_TTL_DAYS } from '../../src/contract/limits'
import type { Db, Tx } from '../db/client'
import { ambassadorInvitations } from '../db/schema'
import type { ambassadors } from '../db/schema'
import type { Deps } from '../core/deps'
import type { Mail } from '../notifications/outbox'
import { ambassadorInvitationLink, ambassadorInvitationMail } from '../notifications/templates'
import { hashSecret, newToken } from '../security/tokens'
import { statusColumns } from '../ambassadors/status'

export type AmbassadorInsert = typeof ambassadors.$inferInsert

/** What an invited row holds until the invitee completes the profile (the import prefills some of it); `now` is when it was invited. */
export const invitedRow = (orgId: string, email: string, now: Date, prefill: Partial<AmbassadorInsert> = {}): AmbassadorInsert => ({
  orgId,
  email,
  firstName: '',
  lastName: '',
  headline: '',
  fieldKey: '',
  studyLevel: '',
  country: '',
  city: '',
  latitude: 0,
  longitude: 0,
  timeZone: 'UTC',
  ...prefill,
  ...statusColumns('invited'),
  invitedAt: now,
})

export const invitationExpiry = (now: Date): Date => new Date(now.getTime() + AMBASSADOR_INVITATION_TTL_DAYS * 86_400_000)

export interface IssuedInvitation {
  readonly ambassadorId: string
  readonly email: string
  readonly token: string
}

/**
 * New links for these ambassadors, earlier unaccepted links ended, in a few
 * multi-row statements (an import issues thousands).
 */
export async function issueInvitations(
  tx: Tx,
  deps: Pick<Deps, 'org' | 'clock'>,
  invitedBy: string | null,
  invitees: readonly { id: string; email: string }[],
): Promise<IssuedInvitation[]> {
  if (invitees.length === 0) return []
  const orgId = deps.org.id
  const ids = invitees.map((a) => a.id)
  await tx
    .update(ambassadorInvitations)
    .set({ expiresAt: sql`now()` })
    .where(and(inArray(ambassadorInvitations.ambassadorId, ids), isNull(ambassadorInvitations.acceptedAt), gt(ambassadorInvitations.expiresAt, sql`now()`)))
  const expiresAt = invitationExpiry(deps.clock())
  const issued = invitees.map((a) => ({ ambassadorId: a.id, email: a.email, token: newToken('ai_') }))
  for (let start = 0; start < issued.length; start += 1000) {
    await tx
      .insert(ambassadorInvitations)
      .values(issued.slice(start, start + 1000).map((i) => ({ tokenHash: hashSecret(i.token), orgId, ambassadorId: i.ambassadorId, invitedBy, expiresAt })))
  }
  return issued
}

/** The e-mail of an invitation, in the inviting staff member's language (the invitee's is not known yet). */
export function invitationMail(deps: Pick<Deps, 'org' | 'env' | 'locale'>, invitation: IssuedInvitation): Mail {
  const org = deps.locale === 'fr' ? deps.org.row.nameFr : deps.org.row.nameEn
  const link = ambassadorInvitationLink(deps.env.publicUrl, deps.locale, invitation.token)
  return {
    orgId: deps.org.id,
    kind: 'ambassador_invitation',
    to: invitation.email,
    ...ambassadorInvitationMail({ org, link, days: AMBASSADOR_INVITATION_TTL_DAYS, locale: deps.locale }),
  }
}

/** Ends every open link of an ambassador (deactivation, erasure): a stale e-mail then says "expired". */
export async function endInvitations(db: Db | Tx, ambassadorId: string): Promise<void> {
  await db
    .update(ambassadorInvitations)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(ambassadorInvitations.ambassadorId, ambassadorId), gt(ambassadorInvitations.expiresAt, sql`now()`)))
}

/** When the newest open link of each invited ambassador stops working (StaffAmbassador.invitationExpiresAt). */
export async function invitationExpiries(db: Db, ambassadorIds: readonly string[]): Promise<Map<string, Date>> {
  if (ambassadorIds.length === 0) return new Map()
  const rows = await db
    .select({ id: ambassadorInvitations.ambassadorId, expiresAt: sql<Date>`max(${ambassadorInvitations.expiresAt})`.mapWith(ambassadorInvitations.expiresAt) })
    .from(ambassadorInvitations)
    .where(inArray(ambassadorInvitations.ambassadorId, [...ambassadorIds]))
    .groupBy(ambassadorInvitations.ambassadorId)
  return new Map(rows.map((r) => [r.id, r.expiresAt]))
}
