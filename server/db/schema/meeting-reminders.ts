/**
 * Reminders before a confirmed call (issue 33, decision 146): one row per
 * meeting, side, reminder and start time, written in the transaction that
 * writes its e-mail, so its key is what makes "never twice" hold across API
 * instances. The start time is in the key: a rescheduled call earns its own.
 */
import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { tstz } from './columns'
import { meetings } from './meetings'

export const meetingReminders = pgTable(
  'meeting_reminders',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    recipient: text('recipient', { enum: ['visitor', 'ambassador'] }).notNull(),
    kind: text('kind', { enum: ['before_24h', 'before_1h'] }).notNull(),
    startsAt: tstz('starts_at').notNull(),
    sentAt: tstz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.recipient, t.kind, t.startsAt] })],
)
