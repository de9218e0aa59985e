/**
 * Leaving a group from any of its e-mails, without signing in (decision 147).
 * Each group e-mail carries a fresh `gl_` link naming the group and the
 * address; only its hash is stored. The page asks for one press: a GET never
 * leaves (mail scanners open links). Leaving also cancels a pending join
 * request, is harmless twice (`alreadyLeft`), and an erased address's links
 * are gone with it (LEAVE_LINK_INVALID, as for any unknown link).
 */
import { and, eq } from 'drizzle-orm'
import type { Locale } from '../../src/contract/locale'
import type { Db, Tx } from '../db/client'
import type { CommunityRow } from '../db/rows'
import { communities, communityJoinRequests, communityJoins, communityLeaveTokens } from '../db/schema'
import type { Deps } from '../core/deps'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { hashSecret, isTokenShaped, newToken } from '../security/tokens'

/** A new leave link's token for one group and address (each group e-mail gets its own). */
export async function mintLeaveToken(db: Db | Tx, communityId: string, email: string): Promise<string> {
  const token = newToken('gl_')
  await db.insert(communityLeaveTokens).values({ tokenHash: hashSecret(token), communityId, email })
  return token
}

/** The group and address a link names, in this organization; LEAVE_LINK_INVALID on `token` otherwise. */
async function linkOf(db: Db | Tx, orgId: string, token: string, locale: Locale): Promise<{ community: CommunityRow; email: string }> {
  const invalid = new FieldErrorsFailure([domainError('token', 'LEAVE_LINK_INVALID', locale)])
  const trimmed = token.trim()
  if (!isTokenShaped(trimmed, 'gl_')) throw invalid
  const [found] = await db
    .select({ community: communities, email: communityLeaveTokens.email })
    .from(communityLeaveTokens)
    .innerJoin(communities, eq(communities.id, communityLeaveTokens.communityId))
    .where(and(eq(communityLeaveTokens.tokenHash, hashSecret(trimmed)), eq(communities.orgId, orgId)))
  if (found === undefined) throw invalid
  return found
}

/** `leaveCommunity`: the membership (and any pending request) of the link's address goes; twice says `alreadyLeft`. */
export async function leaveCommunity(deps: Pick<Deps, 'db' | 'org'>, token: string, locale: Locale): Promise<{ community: CommunityRow; alreadyLeft: boolean }> {
  return deps.db.transaction(async (tx) => {
    const { community, email } = await linkOf(tx, deps.org.id, token, locale)
    const left = await tx
      .delete(communityJoins)
      .where(and(eq(communityJoins.communityId, community.id), eq(communityJoins.email, email)))
      .returning({ id: communityJoins.id })
    // A confirmation link still in the inbox must not bring the address back.
    await tx.delete(communityJoinRequests).where(and(eq(communityJoinRequests.communityId, community.id), eq(communityJoinRequests.email, email)))
    return { community, alreadyLeft: left.length === 0 }
  })
}

/** `setCommunityDigest`: the weekly digest on or off for the link's membership; `member` false when there is none. */
export async function setCommunityDigest(
  deps: Pick<Deps, 'db' | 'org'>,
  token: string,
  enabled: boolean,
  locale: Locale,
): Promise<{ community: CommunityRow; member: boolean; digest: boolean }> {
  const { community, email } = await linkOf(deps.db, deps.org.id, token, locale)
  const updated = await deps.db
    .update(communityJoins)
    .set({ digestOptOut: !enabled })
    .where(and(eq(communityJoins.communityId, community.id), eq(communityJoins.email, email)))
    .returning({ optOut: communityJoins.digestOptOut })
  const row = updated[0]
  return { community, member: row !== undefined, digest: row !== undefined && !row.optOut }
}
