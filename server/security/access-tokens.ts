/**
 * Thread and meeting links (`tt_…`, `mt_…`): hashed at rest (tokens.ts) and
 * mortal (security review, finding 4). A thread's links live
 * ACCESS_LINK_TTL_DAYS after its last activity: each answer mints a link and
 * moves every link of the thread to the new date. A meeting's manage links
 * live that long after the meeting ends. Expired rows are kept a while so a
 * stale link says "expired" rather than "unknown" (maintenance purges them).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { ACCESS_LINK_TTL_DAYS } from '../../src/contract/limits'
import type { Locale } from '../../src/contract/locale'
import type { Db, Tx } from '../db/client'
import { accessTokens } from '../db/schema'
import { appError } from '../core/errors'
import type { ServiceError } from '../core/errors'
import { domainError } from '../core/field-errors'
import type { FieldError } from '../core/field-errors'
import { hashSecret, isTokenShaped, newToken } from './tokens'

export type AccessKind = 'thread' | 'meeting'

const PREFIX = { thread: 'tt_', meeting: 'mt_' } as const

/** `now() + 90 days` in the database's clock, for a thread's links. */
export const sinceNow = (): SQL => sql`now() + make_interval(days => ${ACCESS_LINK_TTL_DAYS})`

/** The end of a manage link's life: 90 days after the meeting ends. */
export const afterMeetingEnd = (endsAt: Date): Date => new Date(endsAt.getTime() + ACCESS_LINK_TTL_DAYS * 86_400_000)

export async function mintAccessToken(db: Db | Tx, kind: AccessKind, subjectId: string, expiresAt: Date | SQL): Promise<string> {
  const token = newToken(PREFIX[kind])
  await db.insert(accessTokens).values({ tokenHash: hashSecret(token), kind, subjectId, expiresAt })
  return token
}

/** Moves every link of a subject to a new end of life (a thread's new activity). */
export async function extendAccessTokens(db: Db | Tx, kind: AccessKind, subjectId: string, expiresAt: Date | SQL): Promise<void> {
  await db
    .update(accessTokens)
    .set({ expiresAt })
    .where(and(eq(accessTokens.kind, kind), eq(accessTokens.subjectId, subjectId)))
}

/** What a presented link opens: its subject and whether it has expired; null when unknown or malformed. */
export async function checkAccessToken(db: Db, kind: AccessKind, token: string): Promise<{ subjectId: string; expired: boolean } | null> {
  if (!isTokenShaped(token, PREFIX[kind])) return null
  const [row] = await db
    .select({ subjectId: accessTokens.subjectId, expired: sql<boolean>`${accessTokens.expiresAt} <= now()` })
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, hashSecret(token)), eq(accessTokens.kind, kind)))
  return row === undefined ? null : { subjectId: row.subjectId, expired: row.expired === true }
}

/** A mutation's answer to an expired link, as a field error. */
export const linkExpiredField = (field: string, locale: Locale): FieldError => domainError(field, 'LINK_EXPIRED', locale, { days: ACCESS_LINK_TTL_DAYS })

/** A query's answer to an expired link: `extensions.code` LINK_EXPIRED, with the same translated text. */
export const linkExpired = (locale: Locale): ServiceError => appError('LINK_EXPIRED', linkExpiredField('token', locale).message)
