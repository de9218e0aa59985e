/**
 * The database, one Drizzle schema for PGlite and PostgreSQL alike, one file per
 * domain in this folder. Migrations are generated from these files (`npm run db:generate`) into ./migrations.
 *
 * Everything that API replicas share lives here, never in process memory:
 * sessions, sign-in codes, access tokens, idempotency keys, rate-limit
 * counters and the notification outbox.
 */

export * from './organizations'
export * from './ambassadors'
export * from './communities'
export * from './community-mail'
export * from './sessions'
export * from './questions'
export * from './meetings'
export * from './security'
export * from './notifications'
export * from './analytics'
export * from './staff'
export * from './onboarding'
export * from './safeguarding'
export * from './nudges'
export * from './conversations'
export * from './insights'
export * from './profile-revisions'
export * from './conversation-links'
export * from './meeting-reminders'
