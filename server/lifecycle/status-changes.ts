/**
 * Staff moves an ambassador through the lifecycle: approveAmbassador
 * (pending → active) and setAmbassadorStatus (active ↔ inactive; invited and
 * pending ones can be made inactive too, which revokes the invitation).
 * Each change is one transaction with its audit entry (ids and statuses
 * only), and approval with the ambassador's "you are approved" e-mail; a change to who is public also bumps the directory version (match
 * index, directory counts) and counts as a pending public change. Making an
 * ambassador inactive answers the open reports on their conversations
 * (safeguarding/report-outcomes.ts).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { ambassadors } from '../db/schema'
import type { StaffActor } from '../core/actor'
import type { Deps } from '../core/deps'
import type { AmbassadorRow } from '../db/rows'
import { isErasedAmbassador } from '../ambassadors/erased-identity'
import type { MatchIndex } from '../matching/index-cache'
import type { Candidate } from '../matching/score'
import { enqueueMail, type Mail } from '../notifications/outbox'
import { ambassadorApprovedMail, ambassadorAreaLink } from '../notifications/templates'
import { bumpDirectoryVersion } from '../organizations/directory-version'
import { notePublicChange } from '../publishing/public-changes'
import { domainError, FieldErrorsFailure, type FieldError } from '../core/field-errors'
import { isUuid } from '../core/ids'
import { recordAudit } from '../audit/record'
import { accessChanged, publishLive } from '../live/events'
import { handOver, type Departure } from './deactivation'
import { closeReportsOnBlock, reportedConversationsOfAmbassador } from '../safeguarding/report-outcomes'
import { staffViewById, statusOf, type StaffAmbassadorView } from './staff-list'
import { statusColumns, statusName } from '../ambassadors/status'
import { type AmbassadorStatus } from '../core/actor'
import type { MutationSetAmbassadorStatusArgs } from '../schema-types.generated'

export interface StatusChangePayload extends Departure {
  readonly ambassador: StaffAmbassadorView | null
  readonly fieldErrors: readonly FieldError[]
}

const NOTHING_MOVED: Departure = { reroutedQuestionCount: 0, cancelledMeetingCount: 0 }

/** A status change locks and writes the organization's ambassadors, answers field errors in the request's language, and e-mails with links to the public site. */
type StatusDeps = Pick<Deps, 'db' | 'org' | 'env' | 'locale'>

async function lockAmbassador(deps: StatusDeps, tx: Tx, id: string): Promise<AmbassadorRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(ambassadors)
        .where(and(eq(ambassadors.id, id), eq(ambassadors.orgId, deps.org.id)))
        .for('update')
    : []
  if (row === undefined) throw new FieldErrorsFailure([domainError('ambassadorId', 'NOT_FOUND', deps.locale)])
  return row
}

/** Writes the new status with its audit entry; public visibility changes bump caches and the publish counter. */
async function moveTo(deps: Pick<Deps, 'org'>, tx: Tx, actor: StaffActor, row: AmbassadorRow, to: AmbassadorStatus, kind: string): Promise<void> {
  await tx
    .update(ambassadors)
    .set({ ...statusColumns(to), updatedAt: sql`now()` })
    .where(eq(ambassadors.id, row.id))
  await recordAudit(tx, { orgId: deps.org.id, actorEmail: actor.email, kind, target: row.id, before: { status: statusName(row.status) }, after: { status: statusName(to) } })
  // Their live streams check their rights again: an inactive ambassador's end (decision 092).
  await publishLive(tx, accessChanged(deps.org.id, 'AMBASSADOR_STATUS', { ambassadorId: row.id }))
  if (row.status === 'active' || to === 'active') {
    // Match index and directory counts are per directory version; the response cache follows every mutation.
    await bumpDirectoryVersion(tx, deps.org.id)
    await notePublicChange(tx, deps.org.id)
  }
}

async function change(deps: StatusDeps, id: string, work: (tx: Tx) => Promise<Departure>): Promise<StatusChangePayload> {
  try {
    const moved = await deps.db.transaction(work)
    return { ambassador: await staffViewById(deps.db, deps.org.id, id), ...moved, fieldErrors: [] }
  } catch (error) {
    if (error instanceof FieldErrorsFailure) return { ambassador: null, ...NOTHING_MOVED, fieldErrors: error.fieldErrors }
    throw error
  }
}

/** "You are approved", in the language the ambassador completed the profile in, with the way to the ambassadors area. */
function approvedMail(deps: Pick<Deps, 'org' | 'env'>, row: AmbassadorRow): Mail {
  const org = row.locale === 'fr' ? deps.org.row.nameFr : deps.org.row.nameEn
  const areaUrl = ambassadorAreaLink(deps.env.publicUrl, row.locale)
  return { orgId: deps.org.id, kind: 'ambassador_approved', to: row.email, ...ambassadorApprovedMail({ name: row.firstName, org, areaUrl, locale: row.locale }) }
}

/** Staff only: the resolver checks and passes the actor. */
export const approveAmbassador = (deps: StatusDeps, actor: StaffActor, id: string): Promise<StatusChangePayload> =>
  change(deps, id, async (tx) => {
    const row = await lockAmbassador(deps, tx, id)
    if (row.status !== 'pending') throw new FieldErrorsFailure([domainError('ambassadorId', 'INVALID_STATE', deps.locale)])
    await moveTo(deps, tx, actor, row, 'active', 'ambassador.approve')
    await enqueueMail(tx, approvedMail(deps, row))
    return NOTHING_MOVED
  })

/** Staff only: the resolver checks and passes the actor. */
export async function setAmbassadorStatus(
  deps: StatusDeps & { readonly matchIndex: MatchIndex },
  actor: StaffActor,
  args: MutationSetAmbassadorStatusArgs,
): Promise<StatusChangePayload> {
  const id = args.ambassadorId
  const to = statusOf(args.status)
  if (to !== 'active' && to !== 'inactive') {
    return { ambassador: null, ...NOTHING_MOVED, fieldErrors: [domainError('status', 'INVALID_STATE', deps.locale)] }
  }
  // The match index is read outside the transaction (it has its own connection), so before it opens.
  const candidates: readonly Candidate[] = to === 'inactive' ? await deps.matchIndex.candidates(deps.org.id) : []
  return change(deps, id, async (tx) => {
    const row = await lockAmbassador(deps, tx, id)
    if (row.status === to) return NOTHING_MOVED
    // Reactivation needs a completed profile: an invitation revoked before completion stays revoked,
    // an erased ambassador stays erased. Rows never invited (the seed, ambassadors from before
    // issue 17) were created complete.
    const completed = !isErasedAmbassador(row) && (row.submittedAt !== null || row.invitedAt === null)
    if (to === 'active' && (row.status !== 'inactive' || !completed)) throw new FieldErrorsFailure([domainError('ambassadorId', 'INVALID_STATE', deps.locale)])
    await moveTo(deps, tx, actor, row, to, 'ambassador.status')
    if (to !== 'inactive') return NOTHING_MOVED
    // A reported conversation of theirs is closed (its reporter told), not handed to someone else.
    await closeReportsOnBlock(deps, tx, actor.email, await reportedConversationsOfAmbassador(tx, deps.org.id, row.id), 'ambassador')
    return handOver(deps, tx, row.id, candidates)
  })
}
