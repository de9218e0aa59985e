/**
 * Pending changes to an active ambassador's public profile (issue 32): saved
 * here, not on the ambassador row, so every public read keeps the approved
 * version until staff approve. At most one pending revision per ambassador;
 * a new edit replaces its changes.
 */
import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { ambassadorIdColumn } from './ambassadors'
import { createdAt, tstz } from './columns'
import { orgIdColumn } from './organizations'

/** The public fields a revision may change, as the ambassador row stores them. */
export interface ProfileRevisionChanges {
  readonly headline?: string
  readonly headlineFr?: string
  readonly bioEn?: string
  readonly bioFr?: string
  readonly photoUrl?: string | null
  readonly fieldKey?: string
  readonly studyLevel?: string
  readonly languages?: readonly string[]
  readonly interests?: readonly string[]
  readonly country?: string
  readonly city?: string
  readonly latitude?: number
  readonly longitude?: number
}

export const profileRevisions = pgTable(
  'profile_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    ambassadorId: ambassadorIdColumn(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'withdrawn'] })
      .notNull()
      .default('pending'),
    changes: jsonb('changes').$type<ProfileRevisionChanges>().notNull(),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    decidedAt: tstz('decided_at'),
    decidedBy: text('decided_by'),
    /** Written by staff for the ambassador (sent by e-mail); never copied into the audit log. */
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('profile_revisions_one_pending_key')
      .on(t.ambassadorId)
      .where(sql`${t.status} = 'pending'`),
    index('profile_revisions_queue_idx').on(t.orgId, t.status, t.createdAt),
  ],
)
