/**
 * Staff moves an ambassador through the lifecycle: approveAmbassador
 * (pending → active) and setAmbassadorStatus (active ↔ inactive; invited and
 * pending ones can be made inactive too, which revokes the invitation).
 * Each change is one transaction with its audit entry (ids and statuses
 * only), and approval with the ambassador's "you are approved" e-mail; a change to who is public also bumps the directory version (match
 * index, directory counts) and counts as a pending public change.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { ambassadors } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import type { StaffActor } from '../core/actor'
import type { AmbassadorRow } from '../db/rows'
import { isErasedAmbassador } from '../ambassadors/erased-identity'
import type { Candidate } from '../matching/score'
import { enqueueMail, type Mail } from '../notifications/outbox'
import { ambassadorApprovedMail, ambassadorAreaLink } from '../notifications/templates'
import { bumpDirectoryVersion } from '../organizations/directory-version'
import { notePublicChange } from '../publishing/public-changes'
import { domainError, FieldErrorsFailure, type FieldError } from '../core/field-errors'
import { isUuid } from '../core/ids'
import { recordAudit } from '../audit/record'
import { handOver, type Departure } from './deactivation'
import { staffViewById, statusOf, type StaffAmbassadorView, type StatusArg } from './staff-list'
import { statusColumns, statusName } from '../ambassadors/status'
import { type AmbassadorStatus } from '../core/actor'

export interface StatusChangePayload extends Departure {
  readonly ambassador: StaffAmbassadorView | null
  readonly fieldErrors: readonly FieldError[]
}

const NOTHING_MOVED: Departure = { reroutedQuestionCount: 0, cancelledMeetingCount: 0 }

async function lockAmbassador(ctx: ApiContext, tx: Tx, id: string): Promise<AmbassadorRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(ambassadors)
        .where(and(eq(ambassadors.id, id), eq(ambassadors.orgId, ctx.org.id)))
        .for('update')
    : []
  if (row === undefined) throw new FieldErrorsFailure([domainError('ambassadorId', 'NOT_FOUND', ctx.locale)])
  return row
}

/** Writes the new status with its audit entry; public visibility changes bump caches and the publish counter. */
async function moveTo(ctx: ApiContext, tx: Tx, actor: StaffActor, row: AmbassadorRow, to: AmbassadorStatus, kind: string): Promise<void> {
  await tx
    .update(ambassadors)
    .set({ ...statusColumns(to), updatedAt: sql`now()` })
    .where(eq(ambassadors.id, row.id))
  await recordAudit(tx, { orgId: ctx.org.id, actorEmail: actor.email, kind, target: row.id, before: { status: statusName(row.status) }, after: { status: statusName(to) } })
  if (row.status === 'active' || to === 'active') {
    // Match index and directory counts are per directory version; the response cache follows every mutation.
    await bumpDirectoryVersion(tx, ctx.org.id)
    await notePublicChange(tx, ctx.org.id)
  }
}

async function change(ctx: ApiContext, id: string, work: (tx: Tx, actor: StaffActor) => Promise<Departure>): Promise<StatusChangePayload> {
  const actor = await ctx.requireStaff()
  try {
    const moved = await ctx.db.transaction((tx) => work(tx, actor))
    return { ambassador: await staffViewById(ctx.db, ctx.org.id, id), ...moved, fieldErrors: [] }
  } catch (error) {
    if (error instanceof FieldErrorsFailure) return { ambassador: null, ...NOTHING_MOVED, fieldErrors: error.fieldErrors }
    throw error
  }
}

/** "You are approved", in the language the ambassador completed the profile in, with the way to the ambassadors area. */
function approvedMail(ctx: ApiContext, row: AmbassadorRow): Mail {
  const org = row.locale === 'fr' ? ctx.org.row.nameFr : ctx.org.row.nameEn
  const areaUrl = ambassadorAreaLink(ctx.env.publicUrl, row.locale)
  return { orgId: ctx.org.id, kind: 'ambassador_approved', to: row.email, ...ambassadorApprovedMail({ name: row.firstName, org, areaUrl, locale: row.locale }) }
}

export const approveAmbassador = (ctx: ApiContext, id: string): Promise<StatusChangePayload> =>
  change(ctx, id, async (tx, actor) => {
    const row = await lockAmbassador(ctx, tx, id)
    if (row.status !== 'pending') throw new FieldErrorsFailure([domainError('ambassadorId', 'INVALID_STATE', ctx.locale)])
    await moveTo(ctx, tx, actor, row, 'active', 'ambassador.approve')
    await enqueueMail(tx, approvedMail(ctx, row))
    return NOTHING_MOVED
  })

export async function setAmbassadorStatus(ctx: ApiContext, id: string, status: StatusArg): Promise<StatusChangePayload> {
  await ctx.requireStaff()
  const to = statusOf(status)
  if (to !== 'active' && to !== 'inactive') {
    return { ambassador: null, ...NOTHING_MOVED, fieldErrors: [domainError('status', 'INVALID_STATE', ctx.locale)] }
  }
  // The match index is read outside the transaction (it has its own connection), so before it opens.
  const candidates: readonly Candidate[] = to === 'inactive' ? await ctx.matchIndex.candidates(ctx.org.id) : []
  return change(ctx, id, async (tx, actor) => {
    const row = await lockAmbassador(ctx, tx, id)
    if (row.status === to) return NOTHING_MOVED
    // Reactivation needs a completed profile: an invitation revoked before completion stays revoked,
    // an erased ambassador stays erased. Rows never invited (the seed, ambassadors from before
    // issue 17) were created complete.
    const completed = !isErasedAmbassador(row) && (row.submittedAt !== null || row.invitedAt === null)
    if (to === 'active' && (row.status !== 'inactive' || !completed)) throw new FieldErrorsFailure([domainError('ambassadorId', 'INVALID_STATE', ctx.locale)])
    await moveTo(ctx, tx, actor, row, to, 'ambassador.status')
    return to === 'inactive' ? handOver(ctx, tx, row.id, candidates) : NOTHING_MOVED
  })
}
