/** Ambassador onboarding (issue 17): invitation links and profile photos. */
import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core'
import { ambassadorIdColumn } from './ambassadors'
import { bytea, createdAt, tstz } from './columns'
import { orgIdColumn } from './organizations'

/** An e-mailed `/ambassadors?invite=<token>` link (token stored hashed), valid 14 days, used once. */
export const ambassadorInvitations = pgTable(
  'ambassador_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    orgId: orgIdColumn(),
    ambassadorId: ambassadorIdColumn(),
    /** The staff member who invited (null: imported by the command line). */
    invitedBy: text('invited_by'),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('ambassador_invitations_ambassador_idx').on(t.ambassadorId)],
)

/** A profile photo, cropped square and re-encoded by the server (sharp), one row per size, served by hash. */
export const ambassadorPhotos = pgTable(
  'ambassador_photos',
  {
    ambassadorId: ambassadorIdColumn(),
    hash: text('hash').notNull(),
    /** Edge in px: 96, 192 or 384. */
    size: smallint('size').notNull(),
    image: bytea('image').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ambassadorId, t.hash, t.size] }), index('ambassador_photos_hash_idx').on(t.hash)],
)
