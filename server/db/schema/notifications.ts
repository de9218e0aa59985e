/** The notification outbox. */
import { sql } from 'drizzle-orm'
import { bigserial, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, tstz } from './columns'

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: uuid('org_id').notNull(),
    kind: text('kind').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    icsContent: text('ics_content'),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    /** Higher goes first (sign-in codes: someone is waiting at the form). */
    priority: smallint('priority').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    // The worker's claim order: the pending queue, most urgent first, then oldest.
    index('notifications_queue_idx')
      .on(t.priority.desc(), t.id)
      .where(sql`${t.status} = 'pending'`),
    index('notifications_to_idx').on(t.toEmail, t.id),
  ],
)
