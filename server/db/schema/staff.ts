/** The staff console: staff members and sessions, the append-only audit log, and publishing. */
import { sql } from 'drizzle-orm'
import { bigserial, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { bytea, createdAt, tstz } from './columns'
import { orgIdColumn, organizations } from './organizations'

export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'editor'] }).notNull(),
    lastSignInAt: tstz('last_sign_in_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_members_org_email_key').on(t.orgId, t.email)],
)

export const staffSessions = pgTable('staff_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
})

/**
 * Every staff action. Append-only: a trigger (migration 0004) refuses UPDATE
 * and DELETE, and the actor is copied as text so removing a member keeps
 * their entries readable.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: uuid('org_id').notNull(),
    actorEmail: text('actor_email'),
    kind: text('kind').notNull(),
    target: text('target'),
    before: text('before'),
    after: text('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_entries_org_idx').on(t.orgId, t.id.desc())],
)

/**
 * One row per organization: the served build and the latest publish job.
 * `publicVersion` counts public changes; `publishedVersion` is the count the
 * served build was rendered from, so pending = the difference.
 */
export const publications = pgTable('publications', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  buildId: text('build_id'),
  publishedAt: tstz('published_at'),
  publicVersion: integer('public_version').notNull().default(0),
  publishedVersion: integer('published_version').notNull().default(0),
  jobState: text('job_state', { enum: ['idle', 'running', 'succeeded', 'failed'] })
    .notNull()
    .default('idle'),
  jobDone: integer('job_done').notNull().default(0),
  jobTotal: integer('job_total').notNull().default(0),
  jobError: text('job_error'),
  jobStartedAt: tstz('job_started_at'),
  jobFinishedAt: tstz('job_finished_at'),
  /** The version the running job renders; becomes publishedVersion when it succeeds. */
  jobVersion: integer('job_version').notNull().default(0),
  lastChangeAt: tstz('last_change_at').default(sql`now()`),
})

/**
 * The organization's logos as re-encoded by the server (sharp), served by hash
 * at /logos/{hash}.webp. Earlier ones are kept (the newest few): the served
 * site shows the previous logo until the next publish, and open tabs longer.
 */
export const organizationLogos = pgTable(
  'organization_logos',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    image: bytea('image').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.hash] }), index('organization_logos_hash_idx').on(t.hash)],
)
