/**
 * The staff's side of profile review (issue 32): the revisions waiting, the
 * oldest first, each with the ambassador's public profile and the proposed
 * one; approve — the change is written to the ambassador row and becomes
 * public (directory, search, the next publish) — or reject with a reason the
 * ambassador is e-mailed in their language. Owners and editors; each decision
 * audited by revision (the reason is the staff's words to the ambassador and
 * is not copied into the append-only log).
 */
import { and, count, eq, sql } from 'drizzle-orm'
import { PENDING_PROFILE_REVISIONS_PAGE_MAX } from '../../src/contract/limits'
import { profileRejectionSchema } from '../../src/contract/validation/profile-review'
import { ambassadors, profileRevisions } from '../db/schema'
import type { Tx } from '../db/client'
import type { AmbassadorRow } from '../db/rows'
import type { StaffActor } from '../core/actor'
import type { Deps } from '../core/deps'
import { assertValid } from '../core/validation'
import { pageSize } from '../core/paging'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { isUuid } from '../core/ids'
import { recordAudit } from '../audit/record'
import { enqueueMail } from '../notifications/outbox'
import { cursorRowTime, decodeTimeCursor, encodeTimeCursor } from '../core/time-cursor'
import type { ProfileRevisionStatus, QueryPendingProfileRevisionsArgs } from '../schema-types.generated'
import { applyProfileChanges } from './apply'
import { changedFields } from './changes'
import { rejectionMailTo } from './mails'
import type { ProfileRevisionRow } from './revisions'

/** A revision with its ambassador as stored now (the public profile). */
export interface RevisionView {
  readonly revision: ProfileRevisionRow
  readonly ambassador: AmbassadorRow
}

export interface RevisionPage {
  readonly nodes: readonly RevisionView[]
  readonly endCursor: string | null
  readonly hasNextPage: boolean
  readonly totalCount: () => Promise<number>
}

/** The queue, for staff (the caller checked the staff session). */
export async function pendingProfileRevisions(deps: Pick<Deps, 'db' | 'org'>, args: QueryPendingProfileRevisionsArgs): Promise<RevisionPage> {
  const first = pageSize(args.first, 20, PENDING_PROFILE_REVISIONS_PAGE_MAX)
  const pending = and(eq(profileRevisions.orgId, deps.org.id), eq(profileRevisions.status, 'pending'))
  const cursor = args.after == null ? null : decodeTimeCursor(args.after)
  const at = cursor === null ? null : cursorRowTime('profile_revisions', 'created_at', 'id', cursor)
  const after =
    cursor === null || at === null ? sql`true` : sql`(${profileRevisions.createdAt} > ${at} or (${profileRevisions.createdAt} = ${at} and ${profileRevisions.id} > ${cursor.id}))`
  const rows = await deps.db
    .select({ revision: profileRevisions, ambassador: ambassadors })
    .from(profileRevisions)
    .innerJoin(ambassadors, eq(ambassadors.id, profileRevisions.ambassadorId))
    .where(and(pending, after))
    .orderBy(profileRevisions.createdAt, profileRevisions.id)
    .limit(first + 1)
  const nodes = rows.slice(0, first)
  const last = nodes.at(-1)
  return {
    nodes,
    endCursor: last === undefined ? null : encodeTimeCursor(last.revision.createdAt, last.revision.id),
    hasNextPage: rows.length > first,
    totalCount: async () => (await deps.db.select({ n: count() }).from(profileRevisions).where(pending))[0]?.n ?? 0,
  }
}

export interface RevisionDecision {
  readonly revisionId: string
  readonly status: ProfileRevisionStatus
}

type DecisionDeps = Pick<Deps, 'db' | 'org' | 'env' | 'locale'>

const notPending = (deps: DecisionDeps) => new FieldErrorsFailure([domainError('revisionId', 'NOT_FOUND', deps.locale)])

/** Locks the waiting revision and its ambassador (the order saveProfileEdit's callers lock in: ambassador first). */
async function lockPending(deps: DecisionDeps, tx: Tx, revisionId: string): Promise<RevisionView> {
  if (!isUuid(revisionId)) throw notPending(deps)
  const [found] = await tx
    .select({ ambassadorId: profileRevisions.ambassadorId })
    .from(profileRevisions)
    .where(and(eq(profileRevisions.id, revisionId), eq(profileRevisions.orgId, deps.org.id)))
  if (found === undefined) throw notPending(deps)
  const [ambassador] = await tx.select().from(ambassadors).where(eq(ambassadors.id, found.ambassadorId)).for('update')
  const [revision] = await tx
    .select()
    .from(profileRevisions)
    .where(and(eq(profileRevisions.id, revisionId), eq(profileRevisions.status, 'pending')))
    .for('update')
  if (ambassador === undefined || revision === undefined) throw notPending(deps)
  return { revision, ambassador }
}

const decided = (staff: StaffActor, status: 'approved' | 'rejected', reason: string | null) => ({
  status,
  decidedAt: sql`now()`,
  decidedBy: staff.email,
  reason,
  updatedAt: sql`now()`,
})

export async function approveProfileRevision(deps: DecisionDeps, staff: StaffActor, revisionId: string): Promise<RevisionDecision> {
  await deps.db.transaction(async (tx) => {
    const { revision, ambassador } = await lockPending(deps, tx, revisionId)
    await tx
      .update(profileRevisions)
      .set(decided(staff, 'approved', null))
      .where(eq(profileRevisions.id, revision.id))
    await applyProfileChanges(tx, deps.org, ambassador, revision.changes)
    await recordAudit(tx, {
      orgId: deps.org.id,
      actorEmail: staff.email,
      kind: 'profile.approve',
      target: ambassador.id,
      after: { revision: revision.id, fields: changedFields(revision.changes) },
    })
  })
  return { revisionId, status: 'APPROVED' }
}

export async function rejectProfileRevision(deps: DecisionDeps, staff: StaffActor, revisionId: string, rawReason: string): Promise<RevisionDecision> {
  const reason = rawReason.trim()
  assertValid(profileRejectionSchema, { reason }, deps.locale)
  await deps.db.transaction(async (tx) => {
    const { revision, ambassador } = await lockPending(deps, tx, revisionId)
    await tx
      .update(profileRevisions)
      .set(decided(staff, 'rejected', reason))
      .where(eq(profileRevisions.id, revision.id))
    await enqueueMail(tx, rejectionMailTo(deps, ambassador, reason))
    await recordAudit(tx, {
      orgId: deps.org.id,
      actorEmail: staff.email,
      kind: 'profile.reject',
      target: ambassador.id,
      after: { revision: revision.id, fields: changedFields(revision.changes) },
    })
  })
  return { revisionId, status: 'REJECTED' }
}
