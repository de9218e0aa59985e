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
import type { Db, Tx } from '../db/client'
import type { Caller, Deps } from '../core/deps'
import { assertValid, trimmed } from '../core/validation'
import { DEFAULT_LOCALE } from '../../src/contract/locale'
import { publishLive } from '../live/events'
import { recordFlags } from '../safeguarding/flags'
import { screenTexts } from '../safeguarding/screen'
import type { ScreenDeps } from '../safeguarding/screen'
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
import type { BookMeetingInput } from '../schema-types.generated'

/**
 * What booking reads and writes: the database, the organization (its
 * booking policy) and its rules (the message), the configuration (limits,
 * links), the time (the booking window).
 */
export type BookDeps = Pick<Deps, 'db' | 'org' | 'env' | 'clock'> & ScreenDeps

/** A manage link, alive until 90 days after the meeting ends. */
export const mintManageToken = (db: Tx | Db, meeting: Pick<MeetingRow, 'id' | 'endsAt'>): Promise<string> =>
  mintAccessToken(db, 'meeting', meeting.id, afterMeetingEnd(meeting.endsAt))

export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null); e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
    if ((e as { cause?: unknown }).cause === undefined) break
  }
  return false
}

/** `caller`: the visitor session the meeting belongs to, and whom rate limits and the idempotency key count. */
export async function bookMeeting(deps: BookDeps, caller: Caller, raw: BookMeetingInput): Promise<{ meeting: MeetingRow; manageToken: string }> {
  // The schema's default language (`locale: Locale = en`) when none is sent.
  const input = trimmed({ ...raw, lastName: raw.lastName ?? '', phone: raw.phone ?? '', message: raw.message ?? '', locale: raw.locale ?? DEFAULT_LOCALE })
  const email = input.email.toLowerCase()
  const locale = input.locale
  assertValid(meetingSchema, { ...input, email }, locale)
  // Phone calls show the visitor's number to an ambassador: only where the organization offers them (issue 32).
  if (input.type === 'PHONE' && !deps.org.row.phoneCallsEnabled) throw new FieldErrorsFailure([domainError('type', 'PHONE_CALLS_OFF', locale)])
  // A video call keeps no number at all, even one typed before switching to video.
  const phone = input.type === 'PHONE' ? (normalizePhone(input.phone) ?? input.phone) : ''
  await assertNotBlocked(deps.db, deps.org.id, email, locale)
  // The names are shown to the ambassador: a way to reach the visitor typed there is a message too.
  const flagged = await screenTexts(
    deps,
    [
      { field: 'firstName', value: raw.firstName },
      { field: 'lastName', value: input.lastName },
      { field: 'message', value: raw.message },
    ],
    locale,
  )
  const sessionId = caller.visitorSessionId
  await enforce(deps.db, deps.env.rateLimitScale, [[LIMITS.createPerIp, caller.ip], ...(sessionId ? [[LIMITS.createPerSession, sessionId] as const] : [])])

  const ambassador = isUuid(input.ambassadorId) ? await ambassadorById(deps).load(input.ambassadorId) : null
  if (ambassador === null || !ambassador.active) throw new FieldErrorsFailure([domainError('ambassadorId', 'NOT_FOUND', locale)])
  if (!ambassador.acceptsMeetings) throw new FieldErrorsFailure([domainError('ambassadorId', 'NOT_ACCEPTING_MEETINGS', locale)])
  const startsAt = input.startsAt.getTime()
  const endsAt = startsAt + ambassador.meetingMinutes * 60_000
  const window = bookingWindow(deps.org.row, deps.clock().getTime())
  const rules = await slotRules(deps.db, ambassador)
  if (startsAt < window.startsAt || endsAt > window.endsAt || !isSlotStart(rules, startsAt)) {
    throw new FieldErrorsFailure([domainError('startsAt', 'SLOT_UNAVAILABLE', locale)])
  }

  const { idempotencyKey, ...request } = { ...input, email, phone, startsAt: input.startsAt.toISOString() }
  const orgName = locale === 'fr' ? deps.org.row.nameFr : deps.org.row.nameEn
  return runIdempotent(
    deps.db,
    { orgId: deps.org.id, scope: 'bookMeeting', key: idempotencyKey, subject: caller.subject, request, locale },
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ambassador.id}, 0))`)
      if ((await liveMeetings(tx, ambassador.id, { startsAt, endsAt })).length > 0) throw new FieldErrorsFailure([domainError('startsAt', 'SLOT_TAKEN', locale)])
      let meeting: MeetingRow | undefined
      try {
        ;[meeting] = await tx
          .insert(meetings)
          .values({
            orgId: deps.org.id,
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
      await recordFlags(deps, tx, { source: 'meeting', meetingId: meeting.id, ambassadorId: ambassador.id, authorEmail: email }, flagged)
      await publishLive(tx, { topic: 'inbox', orgId: deps.org.id, ambassadorId: ambassador.id, kind: 'MEETING_REQUESTED', meetingId: meeting.id })
      await mailBooked(tx, { orgId: deps.org.id, orgName, publicUrl: deps.env.publicUrl }, meeting, manageToken)
      return { resultId: meeting.id, value: { meeting, manageToken } }
    },
    async (meetingId) => {
      const [meeting] = await deps.db
        .select()
        .from(meetings)
        .where(and(eq(meetings.id, meetingId), eq(meetings.orgId, deps.org.id)))
      if (meeting === undefined) throw new Error('replayed meeting vanished')
      return { meeting, manageToken: await mintManageToken(deps.db, meeting) }
    },
  )
}
