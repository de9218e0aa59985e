/** Questions and their answers. */
import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, tstz } from './columns'
import { ambassadorIdColumn } from './ambassadors'
import { orgIdColumn } from './organizations'
import { communities } from './communities'

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    ambassadorId: ambassadorIdColumn(),
    visitorSessionId: uuid('visitor_session_id'),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    body: text('body').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    published: boolean('published').notNull().default(false),
    routedByMatch: boolean('routed_by_match').notNull().default(false),
    createdAt: createdAt(),
    answeredAt: tstz('answered_at'),
    publishedAt: tstz('published_at'),
    /**
     * When the question last moved to another ambassador (null: never). Set by
     * a trigger (migration "nudges") whenever `ambassador_id` changes, whoever
     * changes it: the reminder clock restarts for the new ambassador (decision 082).
     */
    reassignedAt: tstz('reassigned_at'),
    /**
     * The visitor's latest follow-up (null: none). With `created_at` it says
     * since when the ambassador owes a reply: the reminder clock (decision 090).
     */
    lastFollowUpAt: tstz('last_follow_up_at'),
    closedAt: tstz('closed_at'),
    /** When staff unpublished the Q&A (null: they did not): the ambassador cannot publish it again until staff do (issue 32). */
    unpublishedByStaffAt: tstz('unpublished_by_staff_at'),
    /** Who closed the conversation (null while open, or when closed before issue 19). */
    closedBy: text('closed_by', { enum: ['visitor', 'ambassador', 'staff'] }),
    /** The group the question was asked in ("ask this group", decision 147): its answer, once published, shows on that group's page. Null: asked of one ambassador or of anyone. */
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('questions_inbox_idx').on(t.ambassadorId, t.status, t.createdAt),
    index('questions_published_idx')
      .on(t.orgId, t.publishedAt.desc(), t.id)
      .where(sql`${t.published}`),
    index('questions_visitor_idx').on(t.visitorSessionId),
    // A group's page and digest read the questions asked in the group.
    index('questions_community_idx')
      .on(t.communityId)
      .where(sql`${t.communityId} is not null`),
    // A visitor's "my conversations" link lists the questions of one address (issue 33).
    index('questions_org_email_idx').on(t.orgId, t.email),
    // Insights (decision 101): the period's questions of an organization, by asking time.
    index('questions_org_created_idx').on(t.orgId, t.createdAt),
    index('questions_org_answered_idx').on(t.orgId, t.answeredAt),
    // The nudges' scans (reminders, staff digest) read only the open questions.
    index('questions_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
  ],
)

export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    ambassadorId: ambassadorIdColumn(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /**
     * When the visitor's thread page reported it displayed (a read receipt,
     * issue 33): the visitor is not e-mailed about it. Null: not read there.
     */
    visitorReadAt: tstz('visitor_read_at'),
    /** When the visitor was e-mailed about it (the grouped mail, decision 144). Null: not yet. */
    visitorMailedAt: tstz('visitor_mailed_at'),
  },
  (t) => [
    index('answers_question_idx').on(t.questionId, t.createdAt),
    // The visitor-mail job reads only the answers the visitor has neither read nor been told about.
    index('answers_visitor_unseen_idx')
      .on(t.createdAt)
      .where(sql`${t.visitorReadAt} is null and ${t.visitorMailedAt} is null`),
  ],
)
