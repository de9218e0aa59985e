/**
 * The ambassador's side of profile review (issue 32): when the organization
 * requires approval (`require_profile_approval`, read in the transaction so
 * every API instance applies a change at once) and the ambassador is public,
 * a change to a public field is kept as the one pending revision instead of
 * being written to the ambassador row. A new edit replaces what waits; an edit
 * back to the approved profile withdraws it. Staff are e-mailed when the queue
 * starts to hold something (later ones are in the daily digest).
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { organizations, profileRevisions } from '../db/schema'
import type { AmbassadorRow } from '../db/rows'
import type { ProfileRevisionChanges } from '../db/schema/profile-revisions'
import type { Deps } from '../core/deps'
import { applyProfileChanges } from './apply'
import { changesBetween, isEmptyChange } from './changes'
import { mailStaffProfileWaiting } from './mails'

export type ProfileRevisionRow = typeof profileRevisions.$inferSelect

export async function profileApprovalRequired(tx: Tx, orgId: string): Promise<boolean> {
  const [org] = await tx.select({ required: organizations.requireProfileApproval }).from(organizations).where(eq(organizations.id, orgId))
  return org?.required === true
}

/** The ambassador's waiting revision, or null. */
export async function pendingRevisionOf(db: Pick<Deps, 'db'>['db'] | Tx, ambassadorId: string): Promise<ProfileRevisionRow | null> {
  const [row] = await db
    .select()
    .from(profileRevisions)
    .where(and(eq(profileRevisions.ambassadorId, ambassadorId), eq(profileRevisions.status, 'pending')))
  return row ?? null
}

export type SaveOutcome = 'public' | 'pending' | 'unchanged'

/**
 * Saves the ambassador's edit of public fields (`edit` holds only the fields
 * this form or upload sends; the others of a waiting revision are kept).
 * `row` is the ambassador, locked by the caller.
 */
export async function saveProfileEdit(deps: Pick<Deps, 'org' | 'env'>, tx: Tx, row: AmbassadorRow, edit: ProfileRevisionChanges): Promise<SaveOutcome> {
  const reviewed = row.active && (await profileApprovalRequired(tx, deps.org.id))
  if (!reviewed) {
    const changes = changesBetween(row, edit)
    await applyProfileChanges(tx, deps.org, row, changes)
    return isEmptyChange(changes) ? 'unchanged' : 'public'
  }
  const waiting = await pendingRevisionOf(tx, row.id)
  const changes = changesBetween(row, { ...waiting?.changes, ...edit })
  if (isEmptyChange(changes)) {
    // Edited back to the public profile: nothing left to review.
    if (waiting !== null)
      await tx
        .update(profileRevisions)
        .set({ status: 'withdrawn', updatedAt: sql`now()` })
        .where(eq(profileRevisions.id, waiting.id))
    return 'unchanged'
  }
  if (waiting !== null) {
    await tx
      .update(profileRevisions)
      .set({ changes, updatedAt: sql`now()` })
      .where(eq(profileRevisions.id, waiting.id))
    return 'pending'
  }
  const othersWaiting = await tx
    .select({ id: profileRevisions.id })
    .from(profileRevisions)
    .where(and(eq(profileRevisions.orgId, deps.org.id), eq(profileRevisions.status, 'pending'), ne(profileRevisions.ambassadorId, row.id)))
    .limit(1)
  await tx.insert(profileRevisions).values({ orgId: deps.org.id, ambassadorId: row.id, changes })
  // One e-mail when the queue starts to hold something; what comes on top is in the digest.
  if (othersWaiting.length === 0) await mailStaffProfileWaiting(deps, tx)
  return 'pending'
}

/** The ambassador takes back the waiting revision; true when there was one. */
export async function withdrawProfileRevision(db: Tx | Pick<Deps, 'db'>['db'], ambassadorId: string): Promise<boolean> {
  const withdrawn = await db
    .update(profileRevisions)
    .set({ status: 'withdrawn', updatedAt: sql`now()` })
    .where(and(eq(profileRevisions.ambassadorId, ambassadorId), eq(profileRevisions.status, 'pending')))
    .returning({ id: profileRevisions.id })
  return withdrawn.length > 0
}
