/** Booked meetings. */
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, tstz } from './columns'
import { ambassadorIdColumn } from './ambassadors'
import { orgIdColumn } from './organizations'

export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    ambassadorId: ambassadorIdColumn(),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    type: text('type', { enum: ['video', 'phone'] }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    locale: text('locale').notNull(),
    visitorTimeZone: text('visitor_time_zone'),
    visitorSessionId: uuid('visitor_session_id'),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by', { enum: ['visitor', 'ambassador'] }),
    /** iCalendar SEQUENCE: bumped on every change so calendars update the event. */
    sequence: integer('sequence').notNull().default(0),
    /** When the current request was made: booked, or moved by the visitor (issue 33). */
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    /** When the ambassador last confirmed (issue 33): how long they take is what a pending request promises; a reschedule clears it. */
    confirmedAt: tstz('confirmed_at'),
    /** Whether a past confirmed call took place, as its ambassador marked it (issue 33); insights counts both. */
    attendance: text('attendance', { enum: ['held', 'missed'] }),
    /** The meeting's own room in the organization's meeting-link template (issue 32): unguessable, never reused. */
    roomKey: text('room_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Booking integrity: one live meeting per ambassador and start time.
    uniqueIndex('meetings_live_slot_key')
      .on(t.ambassadorId, t.startsAt)
      .where(sql`${t.status} in ('pending', 'confirmed')`),
    index('meetings_ambassador_time_idx').on(t.ambassadorId, t.startsAt),
    // A join page finds its meeting by the room key alone (issue 32).
    uniqueIndex('meetings_room_key_key').on(t.roomKey),
    // Insights and exports (decision 101): an organization's meetings by booking and by start time.
    index('meetings_org_created_idx').on(t.orgId, t.createdAt),
    index('meetings_org_starts_idx').on(t.orgId, t.startsAt),
    // A visitor's "my conversations" link lists the meetings of one address (issue 33).
    index('meetings_org_email_idx').on(t.orgId, t.email),
  ],
)
