/** Shared security state: link tokens, idempotency keys, rate-limit counters. */
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, tstz } from './columns'

/** Hashed bearer secrets for a thread (question) or a meeting (manage link). */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['thread', 'meeting'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    createdAt: createdAt(),
    /** A thread's links die 90 days after its last activity, a meeting's 90 days after it ends (server/security/access-tokens.ts). */
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('access_tokens_subject_idx').on(t.subjectId)],
)

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    orgId: uuid('org_id').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Who used the key (session or IP): a key is never replayed for someone else. */
    subject: text('subject').notNull(),
    requestHash: text('request_hash').notNull(),
    resultId: text('result_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
)

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: tstz('window_start').notNull(),
  count: integer('count').notNull(),
})
