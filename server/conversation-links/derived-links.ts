/**
 * The thread and manage links a "my conversations" page hands out. Each is
 * derived from the list's own secret (HMAC-SHA256 of the subject, keyed by
 * the list token), so opening the list again gives the same links instead of
 * a new row per visit, and nobody without the list token can compute them.
 * Stored like any other link: hashed, in access_tokens, under the thread's
 * or the meeting's own rules of life. Ending the list deletes them.
 */
import { createHmac } from 'node:crypto'
import { and, inArray, sql } from 'drizzle-orm'
import { ACCESS_LINK_TTL_DAYS } from '../../src/contract/limits'
import type { Db, Tx } from '../db/client'
import { accessTokens } from '../db/schema'
import { afterMeetingEnd } from '../security/access-tokens'
import { hashSecret } from '../security/tokens'

export type DerivedKind = 'thread' | 'meeting'

const PREFIX = { thread: 'tt_', meeting: 'mt_' } as const

/** `tt_…`/`mt_…` and 43 base64url characters: the shape of every link token (tokens.ts). */
export const derivedToken = (listToken: string, kind: DerivedKind, subjectId: string): string =>
  `${PREFIX[kind]}${createHmac('sha256', listToken).update(`${kind}:${subjectId}`).digest('base64url')}`

/**
 * Stores the threads' links (once: a link already stored is left as it is).
 * A new one lives as long as the thread's other links (90 days after its
 * latest activity), so it opens exactly what the e-mailed link opens.
 */
export async function storeThreadLinks(db: Db | Tx, listToken: string, threadIds: readonly string[]): Promise<Map<string, string>> {
  const tokens = new Map(threadIds.map((id) => [id, derivedToken(listToken, 'thread', id)]))
  if (threadIds.length === 0) return tokens
  const lifeOf = (id: string) =>
    sql`coalesce((select max(t.expires_at) from access_tokens t where t.kind = 'thread' and t.subject_id = ${id}), now() + make_interval(days => ${ACCESS_LINK_TTL_DAYS}))`
  await db
    .insert(accessTokens)
    .values([...tokens].map(([id, token]) => ({ tokenHash: hashSecret(token), kind: 'thread' as const, subjectId: id, expiresAt: lifeOf(id) })))
    .onConflictDoNothing()
  return tokens
}

/** Stores the meetings' manage links: alive until 90 days after each meeting ends, like the booking e-mail's. */
export async function storeMeetingLinks(db: Db | Tx, listToken: string, meetings: readonly { id: string; endsAt: Date }[]): Promise<Map<string, string>> {
  const tokens = new Map(meetings.map((m) => [m.id, derivedToken(listToken, 'meeting', m.id)]))
  if (meetings.length === 0) return tokens
  await db
    .insert(accessTokens)
    .values(
      meetings.map((m) => ({ tokenHash: hashSecret(derivedToken(listToken, 'meeting', m.id)), kind: 'meeting' as const, subjectId: m.id, expiresAt: afterMeetingEnd(m.endsAt) })),
    )
    .onConflictDoNothing()
  return tokens
}

/** Deletes the links this list handed out (ending the list ends them); the e-mailed links stay. */
export async function deleteDerivedLinks(db: Db | Tx, listToken: string, subjects: readonly { kind: DerivedKind; id: string }[]): Promise<void> {
  if (subjects.length === 0) return
  const hashes = subjects.map((s) => hashSecret(derivedToken(listToken, s.kind, s.id)))
  await db.delete(accessTokens).where(and(inArray(accessTokens.tokenHash, hashes), inArray(accessTokens.kind, ['thread', 'meeting'])))
}
