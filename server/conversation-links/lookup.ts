/** The "my conversations" link a presented token opens, with its state. */
import { and, eq, sql } from 'drizzle-orm'
import type { Deps } from '../core/deps'
import { conversationLinks } from '../db/schema'
import { hashSecret, isTokenShaped } from '../security/tokens'

export type LinkState = 'ACTIVE' | 'EXPIRED' | 'ENDED'

export interface OpenedLink {
  readonly id: string
  readonly email: string
  readonly expiresAt: Date
  readonly state: LinkState
}

/** Null when the token is malformed, unknown, or another organization's. */
export async function openLink(deps: Pick<Deps, 'db' | 'org'>, token: string): Promise<OpenedLink | null> {
  const trimmed = token.trim()
  if (!isTokenShaped(trimmed, 'cl_')) return null
  const [row] = await deps.db
    .select({
      id: conversationLinks.id,
      email: conversationLinks.email,
      expiresAt: conversationLinks.expiresAt,
      ended: sql<boolean>`${conversationLinks.endedAt} is not null`,
      expired: sql<boolean>`${conversationLinks.expiresAt} <= now()`,
    })
    .from(conversationLinks)
    .where(and(eq(conversationLinks.tokenHash, hashSecret(trimmed)), eq(conversationLinks.orgId, deps.org.id)))
  if (row === undefined) return null
  const state: LinkState = row.ended === true ? 'ENDED' : row.expired === true ? 'EXPIRED' : 'ACTIVE'
  return { id: row.id, email: row.email, expiresAt: row.expiresAt, state }
}
