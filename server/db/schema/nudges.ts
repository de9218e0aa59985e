/**
 * Nudges and published Q&A approval (issue 18, decision 082): what the
 * scheduled jobs have sent — one row per reminder and per organization and
 * day, whose primary keys are what makes "sent exactly once" hold with
 * several API instances — and the Q&A waiting for staff approval.
 */
import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { ambassadorIdColumn } from './ambassadors'
import { createdAt, tstz } from './columns'
import { orgIdColumn } from './organizations'
import { questions } from './questions'

/**
 * A reminder e-mail sent (in the same transaction as its outbox row) to the
 * ambassador who held the question then. The ambassador and the clock's
 * start are part of the key: a reassigned question starts a new clock, and
 * its new holder a new pair; so does a visitor's follow-up.
 */
export const questionReminders = pgTable(
  'question_reminders',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    ambassadorId: ambassadorIdColumn(),
    kind: text('kind', { enum: ['after_24h', 'after_48h'] }).notNull(),
    /**
     * When the clock this reminder belongs to started (asked, reassigned, or
     * the visitor's latest follow-up — decision 090): each wait gets its own pair.
     */
    clockStartedAt: tstz('clock_started_at').notNull(),
    sentAt: tstz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.ambassadorId, t.kind, t.clockStartedAt] })],
)

/**
 * The staff digest of one organization for one UTC day: written once the day
 * is dealt with, whether mails went out (`recipients` > 0) or there was
 * nothing to report (0), so a day never gets a second digest.
 */
export const staffDigests = pgTable(
  'staff_digests',
  {
    orgId: orgIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day] })],
)

/**
 * A Q&A its ambassador published while the organization requires approval:
 * `pending` until staff approve (the row goes, the question becomes public)
 * or reject it (kept, with the reason the ambassador reads). Publishing again
 * makes it pending again.
 */
export const publicationReviews = pgTable(
  'publication_reviews',
  {
    questionId: uuid('question_id')
      .primaryKey()
      .references(() => questions.id, { onDelete: 'cascade' }),
    orgId: orgIdColumn(),
    status: text('status', { enum: ['pending', 'rejected'] }).notNull(),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    decidedAt: tstz('decided_at'),
    /** Written by staff for the ambassador; never copied into the audit log. */
    reason: text('reason'),
  },
  (t) => [index('publication_reviews_queue_idx').on(t.orgId, t.status, t.requestedAt, t.questionId)],
)
