/**
 * "My conversations" links (issue 33, decision 145): a visitor asks for one
 * with an e-mail address and gets, by e-mail, a link to every conversation
 * and meeting that address has in the organization. Only the link's hash is
 * kept. A link lives CONVERSATIONS_LINK_TTL_DAYS and can be ended early from
 * its page; a new request leaves the others working (several devices).
 */
import { sql } from 'drizzle-orm'
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, tstz } from './columns'
import { orgIdColumn } from './organizations'
import { questions } from './questions'

export const conversationLinks = pgTable(
  'conversation_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    /** The address the link lists the conversations of (lower case): that person's, in this organization only. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    /** When the visitor ended the link from its page (null: not ended). */
    endedAt: tstz('ended_at'),
  },
  (t) => [index('conversation_links_org_email_idx').on(t.orgId, t.email)],
)

/**
 * When the visitor last opened a conversation (its thread page, with its link
 * or as the visitor session that asked): an answer newer than this, and
 * newer than the visitor's own latest message, is unread.
 */
export const visitorThreadViews = pgTable('visitor_thread_views', {
  questionId: uuid('question_id')
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  seenAt: tstz('seen_at')
    .notNull()
    .default(sql`now()`),
})
