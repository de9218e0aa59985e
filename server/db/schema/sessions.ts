/** Sessions and the one-time sign-in codes with their guard. */
import { sql } from 'drizzle-orm'
import { index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, tstz } from './columns'
import { ambassadorIdColumn } from './ambassadors'
import { orgIdColumn } from './organizations'

export const visitorSessions = pgTable('visitor_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: orgIdColumn(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
})

export const ambassadorSessions = pgTable('ambassador_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  ambassadorId: ambassadorIdColumn(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
})

/**
 * Sign-in codes, keyed by the account they are for: a hash of the organization
 * and the e-mail address, known or not (docs/decisions/012). An unknown address
 * gets a row too, whose hash no code matches, so the API answers alike.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountKey: text('account_key').notNull(),
    /** Hash of the client address that asked: a new code voids only the earlier ones asked from there. */
    requesterKey: text('requester_key').notNull(),
    /**
     * Hash of the browser that asked (a random cookie set with the code, issue 32):
     * only that browser's wrong guesses count against this code, so a stranger's
     * guesses cannot void it. Null for codes asked before the binding existed.
     */
    browserKey: text('browser_key'),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_codes_account_idx').on(t.accountKey, t.createdAt.desc())],
)

/** Wrong sign-in codes per account in the last hour, from every address and across codes (the row is also the account's lock). */
export const signInGuards = pgTable('sign_in_guards', {
  accountKey: text('account_key').primaryKey(),
  failedAt: timestamp('failed_at', { withTimezone: true })
    .array()
    .notNull()
    .default(sql`'{}'::timestamptz[]`),
})
