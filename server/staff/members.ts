/**
 * Staff management (owners only: the resolvers check): list, invite, change role, remove. The
 * organization always keeps an owner: the last one can be neither demoted nor
 * removed (LAST_OWNER). Owners are counted under a row lock, so two owners
 * demoting each other at once cannot both succeed.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../src/contract/locale'
import { signInEmailSchema } from '../../src/contract/validation/schemas'
import type { Tx } from '../db/client'
import { staffMembers, staffSessions } from '../db/schema'
import type { StaffRow } from '../db/rows'
import type { StaffActor, StaffRole } from '../core/actor'
import type { Deps } from '../core/deps'
import { assertValid } from '../core/validation'
import { enqueueMail } from '../notifications/outbox'
import { staffInvitationMail } from '../notifications/templates'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { runIdempotent } from '../security/idempotency'
import { isUuid } from '../core/ids'
import { recordAudit } from '../audit/record'
import { accessChanged, publishLive } from '../live/events'
import type { MutationInviteStaffArgs, MutationRemoveStaffArgs, MutationSetStaffRoleArgs, StaffRole as StaffRoleName } from '../schema-types.generated'

export const roleOf = (name: StaffRoleName): StaffRole => (name === 'OWNER' ? 'owner' : 'editor')

/** GraphQL's StaffRole enum value. */
export const roleName = (role: StaffRole): StaffRoleName => (role === 'owner' ? 'OWNER' : 'EDITOR')

export const listStaff = (deps: Pick<Deps, 'db' | 'org'>): Promise<StaffRow[]> =>
  deps.db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.orgId, deps.org.id))
    .orderBy(sql`${staffMembers.role} = 'owner' desc`, asc(staffMembers.email))

/** Locks the organization's staff rows and returns the member, or NOT_FOUND on `staffId`. */
async function lockMember(tx: Tx, orgId: string, staffId: string, locale: Locale) {
  const rows = await tx.select().from(staffMembers).where(eq(staffMembers.orgId, orgId)).for('update')
  const member = isUuid(staffId) ? rows.find((r) => r.id === staffId) : undefined
  if (member === undefined) throw new FieldErrorsFailure([domainError('staffId', 'NOT_FOUND', locale)])
  return { member, owners: rows.filter((r) => r.role === 'owner').length }
}

type MemberDeps = Pick<Deps, 'db' | 'org' | 'locale'>

export async function inviteStaff(deps: MemberDeps & Pick<Deps, 'env'>, actor: StaffActor, args: MutationInviteStaffArgs): Promise<{ staffMember: StaffRow | null }> {
  const email = args.email.trim().toLowerCase()
  assertValid(signInEmailSchema, { email }, deps.locale)
  const role = roleOf(args.role)
  const member = await runIdempotent(
    deps.db,
    { orgId: deps.org.id, scope: 'inviteStaff', key: args.idempotencyKey, subject: `session:${actor.sessionId}`, request: { email, role }, locale: deps.locale },
    async (tx) => {
      const [row] = await tx.insert(staffMembers).values({ orgId: deps.org.id, email, role }).onConflictDoNothing().returning()
      if (row === undefined) throw new FieldErrorsFailure([domainError('email', 'ALREADY_STAFF', deps.locale)])
      await recordAudit(tx, { orgId: deps.org.id, actorEmail: actor.email, kind: 'staff.invite', target: email, after: { role } })
      const org = deps.locale === 'fr' ? deps.org.row.nameFr : deps.org.row.nameEn
      const mail = staffInvitationMail({ org, role, invitedBy: actor.email, consoleUrl: `${deps.env.publicUrl}${deps.locale === 'fr' ? '/fr' : ''}/staff`, locale: deps.locale })
      await enqueueMail(tx, { orgId: deps.org.id, kind: 'staff_invitation', to: email, ...mail })
      return { resultId: row.id, value: row }
    },
    async (id) => (await deps.db.select().from(staffMembers).where(eq(staffMembers.id, id)))[0] ?? null,
  )
  return { staffMember: member }
}

export async function setStaffRole(deps: MemberDeps, actor: StaffActor, args: MutationSetStaffRoleArgs): Promise<{ staffMember: StaffRow }> {
  const staffMember = await deps.db.transaction(async (tx) => {
    const role = roleOf(args.role)
    const { member, owners } = await lockMember(tx, deps.org.id, args.staffId, deps.locale)
    if (member.role === role) return member
    if (member.role === 'owner' && owners <= 1) throw new FieldErrorsFailure([domainError('role', 'LAST_OWNER', deps.locale)])
    const [updated] = await tx.update(staffMembers).set({ role }).where(eq(staffMembers.id, member.id)).returning()
    await recordAudit(tx, { orgId: deps.org.id, actorEmail: actor.email, kind: 'staff.role', target: member.email, before: { role: member.role }, after: { role } })
    // Their live streams end, to be reopened under the new role (decision 092).
    await publishLive(tx, accessChanged(deps.org.id, 'STAFF_ROLE', { staffId: member.id }))
    return updated ?? member
  })
  return { staffMember }
}

export async function removeStaff(deps: MemberDeps, actor: StaffActor, args: MutationRemoveStaffArgs): Promise<{ staffMember: StaffRow }> {
  const staffMember = await deps.db.transaction(async (tx) => {
    const { member, owners } = await lockMember(tx, deps.org.id, args.staffId, deps.locale)
    if (member.role === 'owner' && owners <= 1) throw new FieldErrorsFailure([domainError('staffId', 'LAST_OWNER', deps.locale)])
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, member.id))
    await tx.delete(staffMembers).where(and(eq(staffMembers.id, member.id), eq(staffMembers.orgId, deps.org.id)))
    await recordAudit(tx, { orgId: deps.org.id, actorEmail: actor.email, kind: 'staff.remove', target: member.email, before: { role: member.role } })
    // Their live streams end with their sessions (decision 092): the finding of issue 32.
    await publishLive(tx, accessChanged(deps.org.id, 'STAFF_REMOVED', { staffId: member.id }))
    return member
  })
  return { staffMember }
}
