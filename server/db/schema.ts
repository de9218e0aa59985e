/**
 * The database, one Drizzle schema for PGlite and PostgreSQL alike. Migrations
 * are generated from this file (`npm run db:generate`) into ./migrations.
 *
 * Everything that API replicas share lives here, never in process memory:
 * sessions, sign-in codes, access tokens, idempotency keys, rate-limit
 * counters and the notification outbox.
 */
import { sql } from 'drizzle-orm'
import { bigserial, boolean, date, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const tstz = (name: string) => timestamp(name, { withTimezone: true })
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)

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
  /** Bumped whenever matching inputs change, so replicas refresh their match index. */
  directoryVersion: integer('directory_version').notNull().default(0),
  createdAt: createdAt(),
})

/** Bilingual names of the organization's fields of study and interests. */
export const taxonomyTerms = pgTable(
  'taxonomy_terms',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['field', 'interest'] }).notNull(),
    key: text('key').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.kind, t.key] })],
)

export const ambassadors = pgTable(
  'ambassadors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    photoUrl: text('photo_url'),
    headline: text('headline').notNull(),
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
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
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

/** Weekly availability: minutes from local midnight, ISO weekday 1 (Mon) – 7 (Sun). */
export const availabilityWindows = pgTable(
  'availability_windows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => ambassadors.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [index('availability_windows_ambassador_idx').on(t.ambassadorId)],
)

export const communities = pgTable(
  'communities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
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

export const communityMembers = pgTable(
  'community_members',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => ambassadors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.ambassadorId] }), index('community_members_ambassador_idx').on(t.ambassadorId)],
)

export const communityJoins = pgTable(
  'community_joins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    locale: text('locale').notNull(),
    visitorSessionId: uuid('visitor_session_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('community_joins_community_email_key').on(t.communityId, t.email)],
)

/**
 * A join waiting for its e-mail confirmation (double opt-in): membership and
 * the marketing opt-in take effect only when the link's token comes back.
 */
export const communityJoinRequests = pgTable('community_join_requests', {
  tokenHash: text('token_hash').primaryKey(),
  communityId: uuid('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
  locale: text('locale').notNull(),
  visitorSessionId: uuid('visitor_session_id'),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
  confirmedAt: tstz('confirmed_at'),
})

export const visitorSessions = pgTable('visitor_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
})

export const ambassadorSessions = pgTable('ambassador_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  ambassadorId: uuid('ambassador_id')
    .notNull()
    .references(() => ambassadors.id, { onDelete: 'cascade' }),
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

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => ambassadors.id, { onDelete: 'cascade' }),
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
  },
  (t) => [
    index('questions_inbox_idx').on(t.ambassadorId, t.status, t.createdAt),
    index('questions_published_idx')
      .on(t.orgId, t.publishedAt.desc(), t.id)
      .where(sql`${t.published}`),
    index('questions_visitor_idx').on(t.visitorSessionId),
  ],
)

export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => ambassadors.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('answers_question_idx').on(t.questionId, t.createdAt)],
)

export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => ambassadors.id, { onDelete: 'cascade' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    type: text('type', { enum: ['video', 'phone'] }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    locale: text('locale').notNull(),
    visitorTimeZone: text('visitor_time_zone'),
    visitorSessionId: uuid('visitor_session_id'),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by', { enum: ['visitor', 'ambassador'] }),
    /** iCalendar SEQUENCE: bumped on every change so calendars update the event. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Booking integrity: one live meeting per ambassador and start time.
    uniqueIndex('meetings_live_slot_key')
      .on(t.ambassadorId, t.startsAt)
      .where(sql`${t.status} in ('pending', 'confirmed')`),
    index('meetings_ambassador_time_idx').on(t.ambassadorId, t.startsAt),
  ],
)

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

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: uuid('org_id').notNull(),
    kind: text('kind').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    icsContent: text('ics_content'),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    /** Higher goes first (sign-in codes: someone is waiting at the form). */
    priority: smallint('priority').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    // The worker's claim order: the pending queue, most urgent first, then oldest.
    index('notifications_queue_idx')
      .on(t.priority.desc(), t.id)
      .where(sql`${t.status} = 'pending'`),
    index('notifications_to_idx').on(t.toEmail, t.id),
  ],
)

export const eventCounts = pgTable(
  'event_counts',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day, t.name] })],
)
