/** After booking: the visitor cancels with the manage token; the ambassador confirms, declines or cancels. */
import { and, eq, sql } from 'drizzle-orm'
import { CANCEL_REASON_MAX_CHARS } from '../../src/contract/limits'
import { meetings } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import { forbidden } from '../core/errors'
import { publishLive } from '../live/events'
import { checkAccessToken, linkExpired, linkExpiredField } from '../security/access-tokens'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { isUuid } from '../core/ids'
import { mailAnswered, mailCancelled } from './mails'
import type { MeetingRow } from '../db/rows'

/** The meeting a manage link opens; EXPIRED when the link's 90 days after the meeting are over. */
async function lookUpByToken(ctx: ApiContext, token: string): Promise<MeetingRow | 'EXPIRED' | null> {
  const opened = await checkAccessToken(ctx.db, 'meeting', token.trim())
  if (opened === null) return null
  const [m] = await ctx.db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, opened.subjectId), eq(meetings.orgId, ctx.org.id)))
  if (m === undefined) return null
  return opened.expired ? 'EXPIRED' : m
}

/** `managedMeeting`: null for an unknown link, LINK_EXPIRED for an expired one. */
export async function meetingByToken(ctx: ApiContext, token: string): Promise<MeetingRow | null> {
  const found = await lookUpByToken(ctx, token)
  if (found === 'EXPIRED') throw linkExpired(ctx.locale)
  return found
}

const mailEnv = (ctx: ApiContext, m: MeetingRow) => ({
  orgId: ctx.org.id,
  orgName: m.locale === 'fr' ? ctx.org.row.nameFr : ctx.org.row.nameEn,
  publicUrl: ctx.env.publicUrl,
})

type Transition = { status: 'confirmed' | 'declined' | 'cancelled'; cancelledBy?: 'visitor' | 'ambassador'; reason?: string | null; manageToken?: string }

/** Applies a status change if the meeting is still in one of `from`, and sends its emails. */
async function transition(ctx: ApiContext, m: MeetingRow, from: readonly MeetingRow['status'][], to: Transition): Promise<MeetingRow> {
  if (m.endsAt.getTime() <= Date.now()) throw new FieldErrorsFailure([domainError('meetingId', 'INVALID_STATE', ctx.locale)])
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(meetings)
      .set({
        status: to.status,
        cancelledBy: to.cancelledBy ?? null,
        cancelReason: to.reason?.trim().slice(0, CANCEL_REASON_MAX_CHARS) || null,
        sequence: sql`${meetings.sequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(meetings.id, m.id), sql`${meetings.status} in ${from}`))
      .returning()
    if (updated === undefined) throw new FieldErrorsFailure([domainError('meetingId', 'INVALID_STATE', ctx.locale)])
    // The ambassador's inbox lists requests and calls; a visitor cancelling takes one off it.
    if (to.status === 'cancelled' && to.cancelledBy === 'visitor')
      await publishLive(tx, { topic: 'inbox', orgId: updated.orgId, ambassadorId: updated.ambassadorId, kind: 'MEETING_CANCELLED', meetingId: updated.id })
    if (to.status === 'cancelled') await mailCancelled(tx, mailEnv(ctx, updated), updated, to.manageToken ?? null)
    else await mailAnswered(tx, mailEnv(ctx, updated), updated, to.status === 'confirmed')
    return updated
  })
}

export async function cancelByToken(ctx: ApiContext, token: string, reason: string | null): Promise<{ meeting: MeetingRow }> {
  const m = await lookUpByToken(ctx, token)
  if (m === null) throw new FieldErrorsFailure([domainError('token', 'NOT_FOUND', ctx.locale)])
  if (m === 'EXPIRED') throw new FieldErrorsFailure([linkExpiredField('token', ctx.locale)])
  // Cancelling twice (or a declined meeting) is harmless: answer with its state.
  if (m.status === 'cancelled' || m.status === 'declined') return { meeting: m }
  return { meeting: await transition(ctx, m, ['pending', 'confirmed'], { status: 'cancelled', cancelledBy: 'visitor', reason, manageToken: token.trim() }) }
}

export type MeetingAction = 'CONFIRM' | 'DECLINE' | 'CANCEL'

export async function respond(ctx: ApiContext, meetingId: string, action: MeetingAction, reason: string | null): Promise<{ meeting: MeetingRow }> {
  const { ambassadorId } = await ctx.requireAmbassador()
  const [m] = isUuid(meetingId)
    ? await ctx.db
        .select()
        .from(meetings)
        .where(and(eq(meetings.id, meetingId), eq(meetings.orgId, ctx.org.id)))
    : []
  if (m === undefined) throw new FieldErrorsFailure([domainError('meetingId', 'NOT_FOUND', ctx.locale)])
  if (m.ambassadorId !== ambassadorId) throw forbidden('This meeting belongs to another ambassador.')
  const next: Record<MeetingAction, [readonly MeetingRow['status'][], Transition]> = {
    CONFIRM: [['pending'], { status: 'confirmed' }],
    DECLINE: [['pending'], { status: 'declined', reason }],
    CANCEL: [['pending', 'confirmed'], { status: 'cancelled', cancelledBy: 'ambassador', reason }],
  }
  const [from, to] = next[action]
  return { meeting: await transition(ctx, m, from, to) }
}
