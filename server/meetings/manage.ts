/** After booking: the visitor cancels with the manage token; the ambassador confirms, declines or cancels. */
import { and, eq, sql } from 'drizzle-orm'
import { CANCEL_REASON_MAX_CHARS } from '../../src/contract/limits'
import { meetings } from '../db/schema'
import type { AmbassadorActor } from '../core/actor'
import type { Deps } from '../core/deps'
import { forbidden } from '../core/errors'
import { publishLive } from '../live/events'
import { checkAccessToken, linkExpired, linkExpiredField } from '../security/access-tokens'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { isUuid } from '../core/ids'
import { mailAnswered, mailCancelled } from './mails'
import { recordFlags } from '../safeguarding/flags'
import { screenTexts } from '../safeguarding/screen'
import type { FlaggedText, ScreenDeps } from '../safeguarding/screen'
import type { MeetingRow } from '../db/rows'
import type { MeetingAction } from '../schema-types.generated'

/** A meeting reached with its manage token: the request holds the token, the row only its hash. */
export type MeetingWithLink = MeetingRow & { readonly manageToken?: string }

/**
 * What managing a meeting reads and writes: the database, the organization and
 * its safeguarding rules (a reason is a message to the other side), the
 * configuration (mail links), the time, the language of refusals.
 */
export type ManageDeps = Pick<Deps, 'db' | 'org' | 'env' | 'clock' | 'locale'> & ScreenDeps

/** The meeting a manage link opens; EXPIRED when the link's 90 days after the meeting are over. */
async function lookUpByToken(deps: Pick<Deps, 'db' | 'org'>, token: string): Promise<MeetingRow | 'EXPIRED' | null> {
  const opened = await checkAccessToken(deps.db, 'meeting', token.trim())
  if (opened === null) return null
  const [m] = await deps.db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, opened.subjectId), eq(meetings.orgId, deps.org.id)))
  if (m === undefined) return null
  return opened.expired ? 'EXPIRED' : m
}

/** `managedMeeting`: null for an unknown link, LINK_EXPIRED for an expired one. */
export async function meetingByToken(deps: Pick<Deps, 'db' | 'org' | 'locale'>, token: string): Promise<MeetingRow | null> {
  const found = await lookUpByToken(deps, token)
  if (found === 'EXPIRED') throw linkExpired(deps.locale)
  return found
}

const mailEnv = (deps: Pick<Deps, 'org' | 'env'>, m: MeetingRow) => ({
  orgId: deps.org.id,
  orgName: m.locale === 'fr' ? deps.org.row.nameFr : deps.org.row.nameEn,
  publicUrl: deps.env.publicUrl,
})

type Transition = { status: 'confirmed' | 'declined' | 'cancelled'; cancelledBy?: 'visitor' | 'ambassador'; reason?: string | null; manageToken?: string }

/**
 * A cancel or decline reason goes to the other side (the meeting, its e-mails
 * and calendar file), so it is screened like any message (issue 32): a BLOCK
 * refuses the change next to `reason`, a FLAG is queued with the change.
 */
function screenReason(deps: ManageDeps, reason: string | null | undefined): Promise<FlaggedText[]> {
  // What is stored: the trimmed reason cut at the limit (spans stay offsets into what was sent).
  const lead = reason === null || reason === undefined ? 0 : reason.length - reason.trimStart().length
  return screenTexts(deps, [{ field: 'reason', value: reason?.slice(0, lead + CANCEL_REASON_MAX_CHARS) }])
}

/** Applies a status change if the meeting is still in one of `from`, and sends its emails. */
async function transition(deps: ManageDeps, m: MeetingRow, from: readonly MeetingRow['status'][], to: Transition): Promise<MeetingRow> {
  if (m.endsAt.getTime() <= deps.clock().getTime()) throw new FieldErrorsFailure([domainError('meetingId', 'INVALID_STATE', deps.locale)])
  const flagged = await screenReason(deps, to.reason)
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(meetings)
      .set({
        status: to.status,
        cancelledBy: to.cancelledBy ?? null,
        cancelReason: to.reason?.trim().slice(0, CANCEL_REASON_MAX_CHARS) || null,
        sequence: sql`${meetings.sequence} + 1`,
        updatedAt: sql`now()`,
        // How long confirming takes is what the next visitor is promised (confirmation-time.ts).
        ...(to.status === 'confirmed' ? { confirmedAt: new Date(deps.clock().getTime()) } : {}),
      })
      .where(and(eq(meetings.id, m.id), sql`${meetings.status} in ${from}`))
      .returning()
    if (updated === undefined) throw new FieldErrorsFailure([domainError('meetingId', 'INVALID_STATE', deps.locale)])
    const byVisitor = to.cancelledBy === 'visitor'
    await recordFlags(deps, tx, { source: 'meeting', meetingId: updated.id, ambassadorId: updated.ambassadorId, ...(byVisitor ? { authorEmail: updated.email } : {}) }, flagged)
    // The ambassador's inbox lists requests and calls; a visitor cancelling takes one off it.
    if (to.status === 'cancelled' && to.cancelledBy === 'visitor')
      await publishLive(tx, { topic: 'inbox', orgId: updated.orgId, ambassadorId: updated.ambassadorId, kind: 'MEETING_CANCELLED', meetingId: updated.id })
    if (to.status === 'cancelled') await mailCancelled(tx, mailEnv(deps, updated), updated, to.manageToken ?? null)
    else await mailAnswered(tx, mailEnv(deps, updated), updated, to.status === 'confirmed')
    return updated
  })
}

export async function cancelByToken(deps: ManageDeps, token: string, reason: string | null): Promise<{ meeting: MeetingRow }> {
  const m = await lookUpByToken(deps, token)
  if (m === null) throw new FieldErrorsFailure([domainError('token', 'NOT_FOUND', deps.locale)])
  if (m === 'EXPIRED') throw new FieldErrorsFailure([linkExpiredField('token', deps.locale)])
  // Cancelling twice (or a declined meeting) is harmless: answer with its state.
  if (m.status === 'cancelled' || m.status === 'declined') return { meeting: m }
  return { meeting: await transition(deps, m, ['pending', 'confirmed'], { status: 'cancelled', cancelledBy: 'visitor', reason, manageToken: token.trim() }) }
}

/** The ambassador's answer to a meeting of theirs (the caller authenticated the ambassador first). */
export async function respond(deps: ManageDeps, actor: AmbassadorActor, meetingId: string, action: MeetingAction, reason: string | null): Promise<{ meeting: MeetingRow }> {
  const [m] = isUuid(meetingId)
    ? await deps.db
        .select()
        .from(meetings)
        .where(and(eq(meetings.id, meetingId), eq(meetings.orgId, deps.org.id)))
    : []
  if (m === undefined) throw new FieldErrorsFailure([domainError('meetingId', 'NOT_FOUND', deps.locale)])
  if (m.ambassadorId !== actor.ambassadorId) throw forbidden('This meeting belongs to another ambassador.')
  const next: Record<MeetingAction, [readonly MeetingRow['status'][], Transition]> = {
    CONFIRM: [['pending'], { status: 'confirmed' }],
    DECLINE: [['pending'], { status: 'declined', reason }],
    CANCEL: [['pending', 'confirmed'], { status: 'cancelled', cancelledBy: 'ambassador', reason }],
  }
  const [from, to] = next[action]
  return { meeting: await transition(deps, m, from, to) }
}
