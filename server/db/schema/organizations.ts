/** The organization (a tenant) and its bilingual taxonomy. */
import { boolean, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, textList } from './columns'

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  taglineEn: text('tagline_en').notNull(),
  taglineFr: text('tagline_fr').notNull(),
  logoUrl: text('logo_url'),
  primaryColor: text('primary_color').notNull(),
  /** ISO 3166 code of the organization's own country ("international" = elsewhere). */
  country: text('country').notNull(),
  locales: textList('locales'),
  allowedEmbedOrigins: textList('allowed_embed_origins'),
  mapsApiKey: text('maps_api_key'),
  questionRouting: text('question_routing', { enum: ['best_available', 'round_robin'] })
    .notNull()
    .default('best_available'),
  bookingMinNoticeHours: smallint('booking_min_notice_hours').notNull().default(12),
  bookingWindowDays: smallint('booking_window_days').notNull().default(14),
  /** A Q&A an ambassador publishes waits for staff approval before it is public (issue 18). */
  requirePublicationApproval: boolean('require_publication_approval').notNull().default(false),
  /** An active ambassador's change to a public profile field waits for staff (issue 32): on unless turned off. */
  requireProfileApproval: boolean('require_profile_approval').notNull().default(true),
  /**
   * How a video call's link is made (issue 32): a URL with `{room}`, replaced by
   * the meeting's own room key. A Jitsi Meet server by default; or a fixed
   * Zoom/Teams/Meet link pattern the organization owns.
   */
  meetingLinkTemplate: text('meeting_link_template').notNull().default('https://meet.jit.si/{room}'),
  /** Phone calls need the visitor's number shown to an ambassador: off for new organizations (issue 32). */
  phoneCallsEnabled: boolean('phone_calls_enabled').notNull().default(false),
  /** IANA time zone whose calendar days the insights count in (decision 100). */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Bumped whenever matching inputs change, so replicas refresh their match index. */
  directoryVersion: integer('directory_version').notNull().default(0),
  createdAt: createdAt(),
})

/** The owning organization; its rows go with it. */
export const orgIdColumn = () =>
  uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' })

/** Bilingual names of the organization's fields of study and interests. */
export const taxonomyTerms = pgTable(
  'taxonomy_terms',
  {
    orgId: orgIdColumn(),
    kind: text('kind', { enum: ['field', 'interest'] }).notNull(),
    key: text('key').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.kind, t.key] })],
)
