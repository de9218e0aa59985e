/**
 * bookMeeting. Booking integrity in three layers: the slot must be one of the
 * ambassador's offered slots; inside the transaction a per-ambassador advisory
 * lock serialises bookings and the overlap is re-checked; and a partial unique
 * index on live meetings (ambassador, start) makes a double booking
 * impossible even if the first two were bypassed. Losers get SLOT_TAKEN.
 */
import { and, eq, sql } from 'drizzle-orm'
import { meetingSchema } from '../../src/contract/validation/meeting-schema'
import { normalizePhone } from '../../src/contract/validation/phone-rule'
import { isValidTimeZone } from '../../src/contract/validation/account-schemas'
import { meetings } from '../db/schema'
import type { Tx } from '../db/client'
import type { ApiContext } from '../graphql/context'
import { assertValid, trimmed } from '../core/validation'
import type { Locale } from '../../src/contract/locale'
import { publishLive } from '../live/events'
import { recordFlags } from '../safeguarding/flags'
import { screenTexts } from '../safeguarding/screen'
import { assertNotBlocked } from '../safeguarding/visitor-blocks'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { runIdempotent } from '../security/idempotency'
import { enforce, LIMITS } from '../security/rate-limit'
import { afterMeetingEnd, mintAccessToken } from '../security/access-tokens'
import { isUuid } from '../core/ids'
import { bookingWindow, liveMeetings, slotRules } from './availability'
import { mailBooked } from './mails'
import type { MeetingRow } from '../db/rows'
import { isSlotStart } from './slots'
import { ambassadorById } from '../ambassadors/loaders'

export interface BookMeetingInput {
  ambassadorId: string
  startsAt: Date
  type: 'VIDEO' | 'PHONE'
  firstName: string
  lastName: string
  email: string
  phone: string
  message?: string | null
  consent: boolean
  locale: Locale
  timeZone?: string | null
  idempotencyKey: string
}

/** A manage link, alive until 90 days after the meeting ends. */
export const mintManageToken = (db: Tx | ApiContext['db'], meeting: Pick<MeetingRow, 'id' | 'endsAt'>): Promise<string> =>
  mintAccessToken(db, 'meeting', meeting.id, afterMeetingEnd(meeting.endsAt))

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null); e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
    if ((e as { cause?: unknown }).cause === undefined) break
  }
  return false
}

export async function bookMeeting(ctx: ApiContext, raw: BookMeetingInput): Promise<{ meeting: MeetingRow; manageToken: string }> {
  const input = trimmed({ ...raw, message: raw.message ?? '' })
  const email = input.email.toLowerCase()
  const locale = input.locale
  assertValid(meetingSchema, { ...input, email }, locale)
  const phone = normalizePhone(input.phone) ?? input.phone
  await assertNotBlocked(ctx.db, ctx.org.id, email, locale)
  const flagged = await screenTexts(ctx, [{ field: 'message', value: raw.message }], locale)
  const sessionId = await ctx.visitorSessionId()
  await enforce(ctx.db, ctx.env.rateLimitScale, [[LIMITS.createPerIp, ctx.ip], ...(sessionId ? [[LIMITS.createPerSession, sessionId] as const] : [])])

  const ambassador = isUuid(input.ambassadorId) ? await ambassadorById(ctx).load(input.ambassadorId) : null
  if (ambassador === null || !ambassador.active) throw new FieldErrorsFailure([domainError('ambassadorId', 'NOT_FOUND', locale)])
  if (!ambassador.acceptsMeetings) throw new FieldErrorsFailure([domainError('ambassadorId', 'NOT_ACCEPTING_MEETINGS', locale)])
  const startsAt = input.startsAt.getTime()
  const endsAt = startsAt + ambassador.meetingMinutes * 60_000
  const window = bookingWindow(ctx.org.row)
  const rules = await slotRules(ctx.db, ambassador)
  if (startsAt < window.startsAt || endsAt > window.endsAt || !isSlotStart(rules, startsAt)) {
    throw new FieldErrorsFailure([domainError('startsAt', 'SLOT_UNAVAILABLE', locale)])
  }

  const { idempotencyKey, ...request } = { ...input, email, phone, startsAt: input.startsAt.toISOString() }
  const orgName = locale === 'fr' ? ctx.org.row.nameFr : ctx.org.row.nameEn
  return runIdempotent(
    ctx.db,
    { orgId: ctx.org.id, scope: 'bookMeeting', key: idempotencyKey, subject: (await ctx.caller()).subject, request, locale },
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ambassador.id}, 0))`)
      if ((await liveMeetings(tx, ambassador.id, { startsAt, endsAt })).length > 0) throw new FieldErrorsFailure([domainError('startsAt', 'SLOT_TAKEN', locale)])
      let meeting: MeetingRow | undefined
      try {
        ;[meeting] = await tx
          .insert(meetings)
          .values({
            orgId: ctx.org.id,
            ambassadorId: ambassador.id,
            startsAt: new Date(startsAt),
            endsAt: new Date(endsAt),
            type: input.type === 'PHONE' ? 'phone' : 'video',
            firstName: input.firstName,
            lastName: input.lastName,
            email,
            phone,
            message: input.message,
            locale,
            visitorTimeZone: input.timeZone && isValidTimeZone(input.timeZone) ? input.timeZone : null,
            visitorSessionId: sessionId,
          })
          .returning()
      } catch (error) {
        if (isUniqueViolation(error)) throw new FieldErrorsFailure([domainError('startsAt', 'SLOT_TAKEN', locale)])
        throw error
      }
      if (meeting === undefined) throw new Error('meeting insert returned nothing')
      const manageToken = await mintManageToken(tx, meeting)
      await recordFlags(ctx, tx, { source: 'meeting', meetingId: meeting.id, ambassadorId: ambassador.id, authorEmail: email }, flagged)
      await publishLive(tx, { topic: 'inbox', orgId: ctx.org.id, ambassadorId: ambassador.id, kind: 'MEETING_REQUESTED', meetingId: meeting.id })
      await mailBooked(tx, { orgId: ctx.org.id, orgName, publicUrl: ctx.env.publicUrl }, meeting, manageToken)
      return { resultId: meeting.id, value: { meeting, manageToken } }
    },
    async (meetingId) => {
      const [meeting] = await ctx.db
        .select()
        .from(meetings)
        .where(and(eq(meetings.id, meetingId), eq(meetings.orgId, ctx.org.id)))
      if (meeting === undefined) throw new Error('replayed meeting vanished')
      return { meeting, manageToken: await mintManageToken(ctx.db, meeting) }
    },
  )
}
