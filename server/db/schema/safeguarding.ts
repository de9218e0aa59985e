/**
 * Safeguarding (issue 18, decision 081): each organization's rule set, the
 * moderation queue (flagged messages and reports), addresses blocked from
 * asking, and messages staff hid. Items and hides go with the question,
 * answer, meeting or ambassador they point at; erasure removes the rest
 * (server/erasure/).
 */
import { sql } from 'drizzle-orm'
import { type AnyPgColumn, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { BuiltInCategory, CategoryAction, SafeguardingCategory, SafeguardingCustomWord } from '../../../src/contract/safeguarding'
import { ambassadors } from './ambassadors'
import { createdAt, textList, tstz } from './columns'
import { meetings } from './meetings'
import { orgIdColumn, organizations } from './organizations'
import { answers, questions } from './questions'
import { followUps } from './conversations'

/** One row per organization that changed the defaults. */
export const safeguardingRules = pgTable('safeguarding_rules', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  actions: jsonb('actions').$type<Record<BuiltInCategory, CategoryAction>>().notNull(),
  customWords: jsonb('custom_words').$type<SafeguardingCustomWord[]>().notNull(),
  phoneCountries: textList('phone_countries'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  /** Staff e-mail (staff data, not a visitor's). */
  updatedBy: text('updated_by'),
})

/** A stored span: offsets into `moderation_items.text`. */
export interface StoredSpan {
  readonly start: number
  readonly end: number
  readonly category: SafeguardingCategory
}

const optionalRef = (name: string, column: () => AnyPgColumn) => uuid(name).references(column, { onDelete: 'cascade' })

/**
 * A flagged message (kind `flag`: the text as stored and the matched spans)
 * or a participant's report (kind `report`: the reason). An open report
 * freezes its question.
 */
export const moderationItems = pgTable(
  'moderation_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    kind: text('kind', { enum: ['flag', 'report'] }).notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    source: text('source', { enum: ['question', 'answer', 'follow_up', 'profile', 'meeting', 'community_join', 'conversation'] }).notNull(),
    questionId: optionalRef('question_id', () => questions.id),
    answerId: optionalRef('answer_id', () => answers.id),
    /** A visitor's follow-up (issue 19). */
    followUpId: optionalRef('follow_up_id', () => followUps.id),
    meetingId: optionalRef('meeting_id', () => meetings.id),
    /** The conversation's or the profile's ambassador, or the reporting one. */
    ambassadorId: optionalRef('ambassador_id', () => ambassadors.id),
    /** A visitor author's address (meeting, community join), so erasure finds items no row cascades to. */
    authorEmail: text('author_email'),
    field: text('field'),
    text: text('text'),
    spans: jsonb('spans').$type<StoredSpan[]>().notNull().default([]),
    reason: text('reason'),
    reportedBy: text('reported_by', { enum: ['visitor', 'ambassador'] }),
    createdAt: createdAt(),
    resolvedAt: tstz('resolved_at'),
    resolvedBy: text('resolved_by'),
    /** `block`: staff blocked the reported person (issue 32, safeguarding/report-outcomes.ts); a text column, so no migration. */
    resolution: text('resolution', { enum: ['release', 'keep_closed', 'block'] }),
    note: text('note'),
  },
  (t) => [
    index('moderation_items_queue_idx').on(t.orgId, t.status, t.createdAt),
    // "Is this conversation frozen?" is asked for every thread and inbox row.
    index('moderation_items_open_reports_idx')
      .on(t.questionId)
      .where(sql`${t.kind} = 'report' and ${t.status} = 'open'`),
    index('moderation_items_answer_idx').on(t.answerId),
    index('moderation_items_follow_up_idx').on(t.followUpId),
    index('moderation_items_meeting_idx').on(t.meetingId),
    index('moderation_items_ambassador_idx').on(t.ambassadorId),
    index('moderation_items_author_idx').on(t.authorEmail),
  ],
)

/** An address staff stopped from asking (deleted on unblock, and by erasure). */
export const visitorBlocks = pgTable(
  'visitor_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    email: text('email').notNull(),
    reason: text('reason').notNull(),
    blockedBy: text('blocked_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('visitor_blocks_org_email_key').on(t.orgId, t.email)],
)

/** A question body, an answer or a follow-up staff hid: `messageId` is the question's, the answer's or the follow-up's id. */
export const hiddenMessages = pgTable(
  'hidden_messages',
  {
    messageId: uuid('message_id').primaryKey(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    hiddenBy: text('hidden_by'),
    createdAt: createdAt(),
  },
  (t) => [index('hidden_messages_question_idx').on(t.questionId)],
)
