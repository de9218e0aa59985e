/**
 * Staff management (owners only): list, invite, change role, remove. The
 * organization always keeps an owner: the last one can be neither demoted nor
 * removed (LAST_OWNER). Owners are counted under a row lock, so two owners
 * demoting each other at once cannot both succeed.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../src/contract/locale'
import { signInEmailSchema } from '../../src/contract/validation/schemas'
import type { Tx } from '../db/client'
import { staffMembers, staffSessions } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import type { StaffActor } from '../core/actor'
import { payload } from '../graphql/payload'
import { assertValid } from '../core/validation'
import { enqueueMail } from '../notifications/outbox'
import { staffInvitationMail } from '../notifications/templates'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { runIdempotent } from '../security/idempotency'
import { isUuid } from '../core/ids'
import type { StaffRole } from '../core/actor'
import { recordAudit } from '../audit/record'

export type StaffRoleArg = 'OWNER' | 'EDITOR'
export const roleOf = (arg: StaffRoleArg): StaffRole => (arg === 'OWNER' ? 'owner' : 'editor')

export const listStaff = (ctx: ApiContext) =>
  ctx.db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.orgId, ctx.org.id))
    .orderBy(sql`${staffMembers.role} = 'owner' desc`, asc(staffMembers.email))

/** Locks the organization's staff rows and returns the member, or NOT_FOUND on `staffId`. */
async function lockMember(tx: Tx, orgId: string, staffId: string, locale: Locale) {
  const rows = await tx.select().from(staffMembers).where(eq(staffMembers.orgId, orgId)).for('update')
  const member = isUuid(staffId) ? rows.find((r) => r.id === staffId) : undefined
  if (member === undefined) throw new FieldErrorsFailure([domainError('staffId', 'NOT_FOUND', locale)])
  return { member, owners: rows.filter((r) => r.role === 'owner').length }
}

export async function inviteStaff(ctx: ApiContext, args: { email: string; role: StaffRoleArg; idempotencyKey: string }) {
  return payload(
    async () => {
      const actor = await ctx.requireStaff('owner')
      const email = args.email.trim().toLowerCase()
      assertValid(signInEmailSchema, { email }, ctx.locale)
      const role = roleOf(args.role)
      const member = await runIdempotent(
        ctx.db,
        { orgId: ctx.org.id, scope: 'inviteStaff', key: args.idempotencyKey, subject: `session:${actor.sessionId}`, request: { email, role }, locale: ctx.locale },
        async (tx) => {
          const [row] = await tx.insert(staffMembers).values({ orgId: ctx.org.id, email, role }).onConflictDoNothing().returning()
          if (row === undefined) throw new FieldErrorsFailure([domainError('email', 'ALREADY_STAFF', ctx.locale)])
          await recordAudit(tx, { orgId: ctx.org.id, actorEmail: actor.email, kind: 'staff.invite', target: email, after: { role } })
          const org = ctx.locale === 'fr' ? ctx.org.row.nameFr : ctx.org.row.nameEn
          const mail = staffInvitationMail({ org, role, invitedBy: actor.email, consoleUrl: `${ctx.env.publicUrl}${ctx.locale === 'fr' ? '/fr' : ''}/staff`, locale: ctx.locale })
          await enqueueMail(tx, { orgId: ctx.org.id, kind: 'staff_invitation', to: email, ...mail })
          return { resultId: row.id, value: row }
        },
        async (id) => (await ctx.db.select().from(staffMembers).where(eq(staffMembers.id, id)))[0] ?? null,
      )
      return { staffMember: member }
    },
    { staffMember: null },
  )
}

async function changeMember(ctx: ApiContext, staffId: string, change: (tx: Tx, actor: StaffActor) => Promise<typeof staffMembers.$inferSelect>) {
  return payload(
    async () => {
      const actor = await ctx.requireStaff('owner')
      return { staffMember: await ctx.db.transaction((tx) => change(tx, actor)) }
    },
    { staffMember: null },
  )
}

export const setStaffRole = (ctx: ApiContext, args: { staffId: string; role: StaffRoleArg }) =>
  changeMember(ctx, args.staffId, async (tx, actor) => {
    const role = roleOf(args.role)
    const { member, owners } = await lockMember(tx, ctx.org.id, args.staffId, ctx.locale)
    if (member.role === role) return member
    if (member.role === 'owner' && owners <= 1) throw new FieldErrorsFailure([domainError('role', 'LAST_OWNER', ctx.locale)])
    const [updated] = await tx.update(staffMembers).set({ role }).where(eq(staffMembers.id, member.id)).returning()
    await recordAudit(tx, { orgId: ctx.org.id, actorEmail: actor.email, kind: 'staff.role', target: member.email, before: { role: member.role }, after: { role } })
    return updated ?? member
  })

export const removeStaff = (ctx: ApiContext, args: { staffId: string }) =>
  changeMember(ctx, args.staffId, async (tx, actor) => {
    const { member, owners } = await lockMember(tx, ctx.org.id, args.staffId, ctx.locale)
    if (member.role === 'owner' && owners <= 1) throw new FieldErrorsFailure([domainError('staffId', 'LAST_OWNER', ctx.locale)])
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, member.id))
    await tx.delete(staffMembers).where(and(eq(staffMembers.id, member.id), eq(staffMembers.orgId, ctx.org.id)))
    await recordAudit(tx, { orgId: ctx.org.id, actorEmail: actor.email, kind: 'staff.remove', target: member.email, before: { role: member.role } })
    return member
  })
