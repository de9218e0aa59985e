/**
 * eraseAmbassador: everything personal about an ambassador goes, in one
 * transaction with its audit entry (decision 074). The row stays, blanked and
 * INACTIVE, so the Q&A they answered keep an author ("Former ambassador") and
 * visitors keep their past meetings; future meetings are cancelled and open
 * questions closed, each visitor told without the ambassador's name.
 */
import { and, eq, gt, inArray, like, or, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import {
  ambassadorInvitations,
  ambassadorPhotos,
  ambassadors,
  ambassadorSessions,
  availabilityWindows,
  idempotencyKeys,
  meetings,
  profileRevisions,
  questions,
  rateLimits,
  signInCodes,
  signInGuards,
} from '../db/schema'
import { statusColumns } from '../ambassadors/status'
import type { StaffActor } from '../core/actor'
import type { Deps } from '../core/deps'
import { eraseAmbassadorNudgeData } from '../nudges/person-data'
import { bumpDirectoryVersion } from '../organizations/directory-version'
import { notePublicChange } from '../publishing/public-changes'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { LIMITS } from '../security/rate-limit'
import { isUuid } from '../core/ids'
import { accountKey, guardKeys } from '../sessions/sign-in-guard'
import { recordAudit } from '../audit/record'
import { accessChanged, publishLive } from '../live/events'
import { erasedAmbassadorEmail, isErasedAmbassador } from '../ambassadors/erased-identity'
import { mailMeetingCancelledByErasure, mailQuestionClosedByErasure, type OrgMailEnv } from './mails'
import { eraseAmbassadorModeration } from './moderation-data'
import { deleteNotificationsAbout } from './person-notifications'

type AmbassadorRow = typeof ambassadors.$inferSelect

/** Every personal column blanked; the NOT NULL ones get a neutral value. Counts (answers, response time) stay. */
const blankProfile = (id: string) => ({
  email: erasedAmbassadorEmail(id),
  firstName: '',
  lastName: '',
  photoUrl: null,
  headline: '',
  headlineFr: '',
  bioEn: '',
  bioFr: '',
  fieldKey: '',
  languages: [],
  country: '',
  city: '',
  latitude: 0,
  longitude: 0,
  interests: [],
  timeZone: 'UTC',
  acceptsMeetings: false,
  outOfOffice: [],
  lastActiveAt: null,
  searchText: '',
  invitedAt: null,
  submittedAt: null,
  ...statusColumns('inactive'),
  updatedAt: sql`now()`,
})

/** Sign-in codes, the guard and the code-request counters of the address (all keyed by its hash). */
async function forgetSignIn(tx: Tx, orgId: string, email: string): Promise<void> {
  const account = accountKey(orgId, email)
  await tx.delete(signInCodes).where(eq(signInCodes.accountKey, account))
  await tx.delete(signInGuards).where(inArray(signInGuards.accountKey, guardKeys(account)))
  await tx.delete(rateLimits).where(like(rateLimits.key, `${LIMITS.signInCodePerEmailAndIp.name}:${account}:%`))
}

/** Future meetings: cancelled, the visitor told. Returns how many. */
async function cancelFutureMeetings(tx: Tx, env: OrgMailEnv, ambassadorId: string): Promise<number> {
  const cancelled = await tx
    .update(meetings)
    .set({ status: 'cancelled', cancelledBy: 'ambassador', cancelReason: null, sequence: sql`${meetings.sequence} + 1`, updatedAt: sql`now()` })
    .where(and(eq(meetings.ambassadorId, ambassadorId), inArray(meetings.status, ['pending', 'confirmed']), gt(meetings.startsAt, sql`now()`)))
    .returning()
  for (const m of cancelled) await mailMeetingCancelledByErasure(tx, env, m)
  return cancelled.length
}

/** Open questions: closed, the visitor told (re-routing is decision 074's follow-up). Returns how many. */
async function closeOpenQuestions(tx: Tx, env: OrgMailEnv, ambassadorId: string): Promise<number> {
  const closed = await tx
    .update(questions)
    .set({ status: 'closed', closedAt: sql`now()`, closedBy: 'staff' })
    .where(and(eq(questions.ambassadorId, ambassadorId), eq(questions.status, 'open')))
    .returning()
  for (const q of closed) await mailQuestionClosedByErasure(tx, env, q)
  return closed.length
}

async function eraseLocked(deps: Pick<Deps, 'org' | 'env'>, tx: Tx, row: AmbassadorRow, actorEmail: string): Promise<void> {
  const orgId = deps.org.id
  const env: OrgMailEnv = { orgId, orgNameEn: deps.org.row.nameEn, orgNameFr: deps.org.row.nameFr, publicUrl: deps.env.publicUrl }
  const [asked, booked, sessions] = await Promise.all([
    tx.selectDistinct({ email: questions.email }).from(questions).where(eq(questions.ambassadorId, row.id)),
    tx.selectDistinct({ email: meetings.email }).from(meetings).where(eq(meetings.ambassadorId, row.id)),
    tx.select({ id: ambassadorSessions.id }).from(ambassadorSessions).where(eq(ambassadorSessions.ambassadorId, row.id)),
  ])
  // First what mentions them (before the notices below go out: those name no one).
  await deleteNotificationsAbout(tx, orgId, {
    email: row.email,
    distinctive: [`${row.firstName} ${row.lastName}`],
    firstName: row.firstName,
    correspondents: [...new Set([...asked, ...booked].map((r) => r.email).filter((e) => e !== ''))],
  })
  const meetingsCancelled = await cancelFutureMeetings(tx, env, row.id)
  const questionsClosed = await closeOpenQuestions(tx, env, row.id)
  await tx.delete(ambassadorSessions).where(eq(ambassadorSessions.ambassadorId, row.id))
  // Their live streams end with their sessions (decision 092).
  await publishLive(tx, accessChanged(orgId, 'AMBASSADOR_ERASED', { ambassadorId: row.id }))
  await tx.delete(availabilityWindows).where(eq(availabilityWindows.ambassadorId, row.id))
  await tx.delete(ambassadorPhotos).where(eq(ambassadorPhotos.ambassadorId, row.id))
  // Profile changes, waiting or decided, hold their texts and the staff's reasons (issue 32).
  await tx.delete(profileRevisions).where(eq(profileRevisions.ambassadorId, row.id))
  await tx.delete(ambassadorInvitations).where(eq(ambassadorInvitations.ambassadorId, row.id))
  await eraseAmbassadorModeration(tx, orgId, row.id)
  await eraseAmbassadorNudgeData(tx, row.id)
  // Group memberships stay: they carry the published Q&A into their groups, and a blanked row names no one (faces and counts list active ambassadors only).
  const subjects = sessions.map((s) => `session:${s.id}`)
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.orgId, orgId), or(eq(idempotencyKeys.resultId, row.id), subjects.length > 0 ? inArray(idempotencyKeys.subject, subjects) : undefined)))
  await forgetSignIn(tx, orgId, row.email)
  await tx.update(ambassadors).set(blankProfile(row.id)).where(eq(ambassadors.id, row.id))
  await bumpDirectoryVersion(tx, orgId)
  // Cards, profiles and published Q&A bylines on the prerendered site still show them until the next publish.
  await notePublicChange(tx, orgId)
  await recordAudit(tx, { orgId, actorEmail, kind: 'ambassador.erase', target: row.id, after: { meetingsCancelled, questionsClosed } })
}

/** Owners only: the resolver checks and passes the actor. */
export async function eraseAmbassador(deps: Pick<Deps, 'db' | 'org' | 'env' | 'locale'>, actor: StaffActor, ambassadorId: string): Promise<{ erased: boolean }> {
  return deps.db.transaction(async (tx) => {
    const [row] = isUuid(ambassadorId)
      ? await tx
          .select()
          .from(ambassadors)
          .where(and(eq(ambassadors.id, ambassadorId), eq(ambassadors.orgId, deps.org.id)))
          .for('update')
      : []
    if (row === undefined) throw new FieldErrorsFailure([domainError('ambassadorId', 'NOT_FOUND', deps.locale)])
    // Erasing twice is harmless: nothing personal is left to remove.
    if (!isErasedAmbassador(row)) await eraseLocked(deps, tx, row, actor.email)
    return { erased: true }
  })
}
