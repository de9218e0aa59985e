/** Free slots of one ambassador: weekly windows minus live meetings, within the booking window. */
import { and, eq, gt, inArray, lt } from 'drizzle-orm'
import { BOOKING_MIN_NOTICE_HOURS, BOOKING_WINDOW_DAYS } from '../../src/contract/limits'
import { ambassadorById } from '../ambassadors/loaders'
import type { Deps } from '../core/deps'
import { isUuid } from '../core/ids'
import type { Db, Tx } from '../db/client'
import { availabilityWindows, meetings } from '../db/schema'
import type { AmbassadorRow } from '../db/rows'
import type { QueryAvailableSlotsArgs } from '../schema-types.generated'
import { expandSlots } from './slots'
import type { Interval, SlotRules } from './slots'

export const LIVE_STATUSES = ['pending', 'confirmed'] as const

/** The organization's booking settings (staff console); the seed's 12 h and 14 days by default. */
export interface BookingPolicy {
  readonly bookingMinNoticeHours: number
  readonly bookingWindowDays: number
}

export const DEFAULT_BOOKING_POLICY: BookingPolicy = { bookingMinNoticeHours: BOOKING_MIN_NOTICE_HOURS, bookingWindowDays: BOOKING_WINDOW_DAYS }

/** [now + minimum notice, now + window]: what a visitor may book. */
export function bookingWindow(policy: BookingPolicy = DEFAULT_BOOKING_POLICY, nowMs = Date.now()): Interval {
  return { startsAt: nowMs + policy.bookingMinNoticeHours * 3_600_000, endsAt: nowMs + policy.bookingWindowDays * 86_400_000 }
}

export async function slotRules(db: Db | Tx, a: AmbassadorRow): Promise<SlotRules> {
  const windows = await db.select().from(availabilityWindows).where(eq(availabilityWindows.ambassadorId, a.id))
  return { timeZone: a.timeZone, meetingMinutes: a.meetingMinutes, windows, outOfOffice: a.outOfOffice }
}

export async function liveMeetings(db: Db | Tx, ambassadorId: string, range: Interval): Promise<Interval[]> {
  const rows = await db
    .select({ startsAt: meetings.startsAt, endsAt: meetings.endsAt })
    .from(meetings)
    .where(
      and(
        eq(meetings.ambassadorId, ambassadorId),
        inArray(meetings.status, [...LIVE_STATUSES]),
        lt(meetings.startsAt, new Date(range.endsAt)),
        gt(meetings.endsAt, new Date(range.startsAt)),
      ),
    )
  return rows.map((r) => ({ startsAt: r.startsAt.getTime(), endsAt: r.endsAt.getTime() }))
}

/** Free slots between from and to, clamped to the organization's booking window from now. */
export async function freeSlots(deps: Pick<Deps, 'db' | 'org' | 'clock'>, a: AmbassadorRow, fromMs: number | null, toMs: number | null): Promise<Interval[]> {
  if (!a.acceptsMeetings || !a.active) return []
  const window = bookingWindow(deps.org.row, deps.clock().getTime())
  const range = { startsAt: Math.max(fromMs ?? window.startsAt, window.startsAt), endsAt: Math.min(toMs ?? window.endsAt, window.endsAt) }
  if (range.endsAt <= range.startsAt) return []
  const [rules, busy] = await Promise.all([slotRules(deps.db, a), liveMeetings(deps.db, a.id, range)])
  return expandSlots(rules, range.startsAt, range.endsAt, busy)
}

/** `availableSlots`: none for an unknown ambassador. */
export async function availableSlots(deps: Pick<Deps, 'db' | 'org' | 'clock'>, args: QueryAvailableSlotsArgs): Promise<{ startsAt: Date; endsAt: Date }[]> {
  const ambassador = isUuid(args.ambassadorId) ? await ambassadorById(deps).load(args.ambassadorId) : null
  if (ambassador === null) return []
  const slots = await freeSlots(deps, ambassador, args.from?.getTime() ?? null, args.to?.getTime() ?? null)
  return slots.map((s) => ({ startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt) }))
}
