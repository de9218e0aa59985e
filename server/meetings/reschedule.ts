/**
 * rescheduleMeeting (issue 33, decision 146): the visitor moves their call
 * with the manage link to another of the ambassador's free slots. The new
 * time is a request again — pending until the ambassador confirms — and both
 * sides are told. The same integrity as booking (book.ts): an offered slot,
 * the per-ambassador lock with the overlap re-checked, and the unique index
 * on live meetings behind them. The idempotency key makes a retry harmless.
 */
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm'
import { meetings } from '../db/schema'
import type { Tx } from '../db/client'
import type { Caller } from '../core/deps'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { publishLive } from '../live/events'
import { runIdempotent } from '../security/idempotency'
import { enforce, LIMITS } from '../security/rate-limit'
import { afterMeetingEnd, checkAccessToken, extendAccessTokens, linkExpiredField } from '../security/access-tokens'
import { ambassadorById } from '../ambassadors/loaders'
import type { MeetingRow } from '../db/rows'
import { bookingWindow, slotRules } from './availability'
import { isSlotStart } from './slots'
import type { ManageDeps } from './manage'
import { isUniqueViolation } from './book'
import { mailRescheduled } from './reschedule-mails'

const LIVE: readonly MeetingRow['status'][] = ['pending', 'confirmed']

/** The meeting a manage token opens, or the field error that says why not (next to the token). */
async function meetingOfToken(deps: ManageDeps, token: string): Promise<MeetingRow> {
  const opened = await checkAccessToken(deps.db, 'meeting', token.trim())
  const [m] =
    opened === null
      ? []
      : await deps.db
          .select()
          .from(meetings)
          .where(and(eq(meetings.id, opened.subjectId), eq(meetings.orgId, deps.org.id)))
  if (opened === null || m === undefined) throw new FieldErrorsFailure([domainError('token', 'NOT_FOUND', deps.locale)])
  if (opened.expired) throw new FieldErrorsFailure([linkExpiredField('token', deps.locale)])
  return m
}

/** Another live meeting of the ambassador overlapping [startsAt, endsAt), this one aside. */
async function overlapsAnother(tx: Tx, m: MeetingRow, startsAt: number, endsAt: number): Promise<boolean> {
  const rows = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.ambassadorId, m.ambassadorId),
        ne(meetings.id, m.id),
        inArray(meetings.status, [...LIVE]),
        lt(meetings.startsAt, new Date(endsAt)),
        gt(meetings.endsAt, new Date(startsAt)),
      ),
    )
    .limit(1)
  return rows.length > 0
}

export async function rescheduleByToken(deps: ManageDeps, caller: Caller, token: string, newStart: Date, idempotencyKey: string): Promise<{ meeting: MeetingRow }> {
  const { locale } = deps
  const m = await meetingOfToken(deps, token)
  const now = deps.clock().getTime()
  if (m.status === 'cancelled') throw new FieldErrorsFailure([domainError('meetingId', 'MEETING_CANCELLED', locale)])
  if (m.status === 'declined') throw new FieldErrorsFailure([domainError('meetingId', 'MEETING_DECLINED', locale)])
  if (m.startsAt.getTime() <= now) throw new FieldErrorsFailure([domainError('meetingId', 'RESCHEDULE_TOO_LATE', locale)])
  await enforce(deps.db, deps.env.rateLimitScale, [[LIMITS.createPerIp, caller.ip]])

  const ambassador = await ambassadorById(deps).load(m.ambassadorId)
  if (ambassador === null || !ambassador.active || !ambassador.acceptsMeetings) {
    throw new FieldErrorsFailure([domainError('startsAt', 'NOT_ACCEPTING_MEETINGS', locale)])
  }
  const startsAt = newStart.getTime()
  const endsAt = startsAt + ambassador.meetingMinutes * 60_000
  const window = bookingWindow(deps.org.row, now)
  if (startsAt < window.startsAt || endsAt > window.endsAt || !isSlotStart(await slotRules(deps.db, ambassador), startsAt)) {
    throw new FieldErrorsFailure([domainError('startsAt', 'SLOT_UNAVAILABLE', locale)])
  }
  const env = { orgId: deps.org.id, orgName: m.locale === 'fr' ? deps.org.row.nameFr : deps.org.row.nameEn, publicUrl: deps.env.publicUrl }
  return runIdempotent(
    deps.db,
    { orgId: deps.org.id, scope: 'rescheduleMeeting', key: idempotencyKey, subject: caller.subject, request: { meetingId: m.id, startsAt: newStart.toISOString() }, locale },
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ambassador.id}, 0))`)
      if (await overlapsAnother(tx, m, startsAt, endsAt)) throw new FieldErrorsFailure([domainError('startsAt', 'SLOT_TAKEN', locale)])
      let updated: MeetingRow | undefined
      try {
        ;[updated] = await tx
          .update(meetings)
          .set({
            startsAt: new Date(startsAt),
            endsAt: new Date(endsAt),
            status: 'pending',
            requestedAt: new Date(now),
            confirmedAt: null,
            sequence: sql`${meetings.sequence} + 1`,
            updatedAt: sql`now()`,
          })
          // Cancelled in the meantime (by the ambassador, or another tab): nothing to move.
          .where(and(eq(meetings.id, m.id), inArray(meetings.status, [...LIVE])))
          .returning()
      } catch (error) {
        if (isUniqueViolation(error)) throw new FieldErrorsFailure([domainError('startsAt', 'SLOT_TAKEN', locale)])
        throw error
      }
      if (updated === undefined) throw new FieldErrorsFailure([domainError('meetingId', 'MEETING_CANCELLED', locale)])
      // The manage link lives until 90 days after the call: after the new one, now.
      await extendAccessTokens(tx, 'meeting', updated.id, afterMeetingEnd(updated.endsAt))
      await publishLive(tx, { topic: 'inbox', orgId: deps.org.id, ambassadorId: ambassador.id, kind: 'MEETING_REQUESTED', meetingId: updated.id })
      await mailRescheduled(tx, env, updated, m.startsAt, token.trim())
      return { resultId: updated.id, value: { meeting: updated } }
    },
    async (meetingId) => {
      const [meeting] = await deps.db
        .select()
        .from(meetings)
        .where(and(eq(meetings.id, meetingId), eq(meetings.orgId, deps.org.id)))
      if (meeting === undefined) throw new Error('replayed meeting vanished')
      return { meeting }
    },
  )
}
