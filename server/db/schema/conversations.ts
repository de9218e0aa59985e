/**
 * Conversations (issue 19, decision 090): the visitor's follow-ups after the
 * first question, and the visitor's rating once the conversation is closed.
 * Both go with their question (cascade); erasure removes them with the
 * visitor's other data (server/erasure/).
 */
import { sql } from 'drizzle-orm'
import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core'
import { ambassadorIdColumn } from './ambassadors'
import { createdAt, tstz } from './columns'
import { orgIdColumn } from './organizations'
import { questions } from './questions'

/**
 * A visitor's message after the question. `mailedAt` stays null until the
 * ambassador is e-mailed about it — together with the others sent within
 * the same 5 minutes (server/conversations/follow-up-mails.ts).
 */
export const followUps = pgTable(
  'follow_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    mailedAt: tstz('mailed_at'),
  },
  (t) => [
    index('follow_ups_question_idx').on(t.questionId, t.createdAt),
    // The mail job reads only the follow-ups nobody was told about yet.
    index('follow_ups_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} is null`),
  ],
)

/** Whether the conversation helped (1–5), asked once it is closed; one per conversation (the key). */
export const conversationRatings = pgTable(
  'conversation_ratings',
  {
    questionId: uuid('question_id')
      .primaryKey()
      .references(() => questions.id, { onDelete: 'cascade' }),
    orgId: orgIdColumn(),
    /** Who held the conversation when it was rated (the insights report it per ambassador). */
    ambassadorId: ambassadorIdColumn(),
    rating: smallint('rating').notNull(),
    /** The visitor's words: never copied into the audit log or a mail. */
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('conversation_ratings_org_idx').on(t.orgId, t.createdAt), index('conversation_ratings_ambassador_idx').on(t.ambassadorId)],
)
