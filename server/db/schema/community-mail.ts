/**
 * What a group's members are mailed with (decision 147): the leave links of
 * every group e-mail, and the weekly digest's claims.
 */
import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { communities, communityJoins } from './communities'
import { createdAt, tstz } from './columns'

/**
 * A one-click leave link (`gl_…`), minted for each group e-mail and stored
 * hashed. It names a group and an address, not a membership row: the link of
 * a confirmation e-mail works before the membership exists (it cancels the
 * request), and a second press after leaving finds the link and says "you
 * had already left". Erasure deletes an address's links (they hold it).
 */
export const communityLeaveTokens = pgTable(
  'community_leave_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('community_leave_tokens_email_idx').on(t.email)],
)

/**
 * A member's weekly digest, claimed for one week (its Monday) in the
 * transaction that writes its mail: the key refuses a second digest that
 * week. `answers` 0: the week had nothing new, and no mail went.
 * `claimedAt`: where the next week's "new" starts.
 */
export const communityDigests = pgTable(
  'community_digests',
  {
    joinId: uuid('join_id')
      .notNull()
      .references(() => communityJoins.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    answers: integer('answers').notNull().default(0),
    claimedAt: tstz('claimed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.joinId, t.week] })],
)
