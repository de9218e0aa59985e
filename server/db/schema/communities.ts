/** Community groups, their members and visitors' joins (double opt-in). */
import { boolean, index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, tstz, textList } from './columns'
import { ambassadorIdColumn } from './ambassadors'
import { orgIdColumn } from './organizations'

export const communities = pgTable(
  'communities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    /** What a visitor has in common with the group (used by matching). */
    fieldKeys: textList('field_keys'),
    studyLevels: textList('study_levels'),
    languages: textList('languages'),
    interests: textList('interests'),
    forInternational: boolean('for_international').notNull().default(false),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('communities_org_slug_key').on(t.orgId, t.slug)],
)

/** The community group a row belongs to; it goes with it. */
export const communityIdColumn = () =>
  uuid('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' })

export const communityMembers = pgTable(
  'community_members',
  {
    communityId: communityIdColumn(),
    ambassadorId: ambassadorIdColumn(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.ambassadorId] }), index('community_members_ambassador_idx').on(t.ambassadorId)],
)

export const communityJoins = pgTable(
  'community_joins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityIdColumn(),
    email: text('email').notNull(),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    locale: text('locale').notNull(),
    visitorSessionId: uuid('visitor_session_id'),
    createdAt: createdAt(),
    /** The member turned the weekly digest of the group's new answers off (the leave page's second button); membership stays. */
    digestOptOut: boolean('digest_opt_out').notNull().default(false),
  },
  (t) => [
    uniqueIndex('community_joins_community_email_key').on(t.communityId, t.email),
    // Insights and exports (decision 101): a community's joins by time.
    index('community_joins_community_created_idx').on(t.communityId, t.createdAt),
  ],
)

/**
 * A join waiting for its e-mail confirmation (double opt-in): membership and
 * the marketing opt-in take effect only when the link's token comes back.
 */
export const communityJoinRequests = pgTable('community_join_requests', {
  tokenHash: text('token_hash').primaryKey(),
  communityId: communityIdColumn(),
  email: text('email').notNull(),
  marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
  locale: text('locale').notNull(),
  visitorSessionId: uuid('visitor_session_id'),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
  confirmedAt: tstz('confirmed_at'),
})
