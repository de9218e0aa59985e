/** Ambassadors and their weekly availability. */
import { sql } from 'drizzle-orm'
import { bigserial, boolean, check, doublePrecision, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { DEFAULT_LOCALE, LOCALES } from '../../../src/contract/locale'
import { createdAt, tstz, textList } from './columns'
import { orgIdColumn } from './organizations'

export const ambassadors = pgTable(
  'ambassadors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    photoUrl: text('photo_url'),
    /** The English headline (or the only one written); `headlineFr` is its French version, '' when not written. */
    headline: text('headline').notNull(),
    headlineFr: text('headline_fr').notNull().default(''),
    bioEn: text('bio_en').notNull().default(''),
    bioFr: text('bio_fr').notNull().default(''),
    fieldKey: text('field_key').notNull(),
    studyLevel: text('study_level').notNull(),
    languages: textList('languages'),
    country: text('country').notNull(),
    city: text('city').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    interests: textList('interests'),
    timeZone: text('time_zone').notNull(),
    meetingMinutes: smallint('meeting_minutes').notNull().default(30),
    acceptsMeetings: boolean('accepts_meetings').notNull().default(true),
    /** Local dates (YYYY-MM-DD, in the ambassador's zone) with no meetings offered. */
    outOfOffice: textList('out_of_office'),
    answeredCount: integer('answered_count').notNull().default(0),
    medianAnswerMinutes: integer('median_answer_minutes'),
    lastActiveAt: tstz('last_active_at'),
    /** Lower-cased, accent-free text the directory search matches against. */
    searchText: text('search_text').notNull().default(''),
    /**
     * The lifecycle (issue 17): invited → pending (profile completed) → active
     * (approved by staff) → inactive. `active` mirrors `status = 'active'`
     * (a CHECK keeps them equal) so every public query keeps its one indexed
     * boolean; write both with `statusColumns()`.
     */
    status: text('status', { enum: ['invited', 'pending', 'active', 'inactive'] })
      .notNull()
      .default('active'),
    active: boolean('active').notNull().default(true),
    invitedAt: tstz('invited_at'),
    /** When the invitee completed the profile (status pending). */
    submittedAt: tstz('submitted_at'),
    /** The language the ambassador completed the profile in: their e-mails from the lifecycle (approval) are written in it. */
    locale: text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('ambassadors_active_is_status', sql`${t.active} = (${t.status} = 'active')`),
    index('ambassadors_org_status_idx').on(t.orgId, t.status, t.createdAt.desc()),
    uniqueIndex('ambassadors_org_email_key').on(t.orgId, t.email),
    index('ambassadors_org_answered_idx').on(t.orgId, t.answeredCount.desc(), t.id),
    index('ambassadors_org_name_idx').on(t.orgId, t.firstName, t.id),
    index('ambassadors_org_active_idx').on(t.orgId, t.lastActiveAt.desc().nullsLast(), t.id),
    // Counting a directory (`totalCount`) is an index-only scan of this one.
    index('ambassadors_org_active_count_idx')
      .on(t.orgId)
      .where(sql`${t.active}`),
    index('ambassadors_languages_idx').using('gin', t.languages),
    index('ambassadors_interests_idx').using('gin', t.interests),
  ],
)

/** The ambassador a row belongs to; it goes with them. */
export const ambassadorIdColumn = () =>
  uuid('ambassador_id')
    .notNull()
    .references(() => ambassadors.id, { onDelete: 'cascade' })

/** Weekly availability: minutes from local midnight, ISO weekday 1 (Mon) – 7 (Sun). */
export const availabilityWindows = pgTable(
  'availability_windows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ambassadorId: ambassadorIdColumn(),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [index('availability_windows_ambassador_idx').on(t.ambassadorId)],
)
