/**
 * Joining a community group with double opt-in: `joinCommunity` only records
 * the request and e-mails a confirmation link — the same answer, the same work
 * and the same e-mail whether or not the address is already a member, so the
 * API never tells who belongs to a group. Membership and the marketing opt-in
 * take effect when the link's token comes back (`confirmCommunityJoin`).
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import { COMMUNITY_JOIN_LINK_TTL_DAYS } from '../../src/contract/limits'
import type { Locale } from '../../src/contract/locale'
import { joinNoteSchema } from '../../src/contract/validation/moderation-schemas'
import { communityJoinSchema } from '../../src/contract/validation/schemas'
import { communities, communityJoinRequests, communityJoins } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import type { CommunityRow } from '../db/rows'
import { assertValid } from '../core/validation'
import { pickLocale } from '../core/locale'
import { enqueueMail } from '../notifications/outbox'
import { communityJoinConfirmMail, communityJoinLink } from '../notifications/templates'
import { recordFlags } from '../safeguarding/flags'
import { screenTexts } from '../safeguarding/screen'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { runIdempotent } from '../security/idempotency'
import { enforce, LIMITS } from '../security/rate-limit'
import { hashSecret, isTokenShaped, newToken } from '../security/tokens'

export interface JoinInput {
  communityId: string
  email: string
  consent: boolean
  marketingOptIn?: boolean | null
  /** An optional note to the group, checked against the safeguarding rules (issue 18). */
  note?: string | null
  locale: Locale
  idempotencyKey: string
}

/** The form's rules, then the limits (per client and per address); returns the address as stored. */
export async function checkJoinInput(ctx: ApiContext, input: JoinInput): Promise<string> {
  const email = input.email.trim().toLowerCase()
  assertValid(communityJoinSchema, { ...input, email }, input.locale)
  assertValid(joinNoteSchema, { note: (input.note ?? '').trim() }, input.locale)
  // Per address too: no one can make the portal write to an inbox more than a few times an hour.
  await enforce(ctx.db, ctx.env.rateLimitScale, [
    [LIMITS.createPerIp, ctx.ip],
    [LIMITS.joinConfirmationPerEmail, hashSecret(`join:${ctx.org.id}:${email}`)],
  ])
  return email
}

/** Records the request and e-mails its link; never says whether the address had joined already. */
export async function requestJoin(ctx: ApiContext, community: CommunityRow, input: JoinInput, email: string): Promise<void> {
  const marketingOptIn = input.marketingOptIn === true
  const note = (input.note ?? '').trim()
  const flagged = await screenTexts(ctx, [{ field: 'note', value: input.note }], input.locale)
  await runIdempotent(
    ctx.db,
    {
      orgId: ctx.org.id,
      scope: 'joinCommunity',
      key: input.idempotencyKey,
      subject: (await ctx.caller()).subject,
      request: { communityId: community.id, email, marketingOptIn, ...(note === '' ? {} : { note }) },
      locale: input.locale,
    },
    async (tx) => {
      const token = newToken('cj_')
      const expiresAt = new Date(Date.now() + COMMUNITY_JOIN_LINK_TTL_DAYS * 86_400_000)
      await tx.insert(communityJoinRequests).values({
        tokenHash: hashSecret(token),
        communityId: community.id,
        email,
        marketingOptIn,
        locale: input.locale,
        visitorSessionId: await ctx.visitorSessionId(),
        expiresAt,
      })
      const name = pickLocale(input.locale, community.nameEn, community.nameFr)
      const mail = communityJoinConfirmMail(name, communityJoinLink(ctx.env.publicUrl, input.locale, token), COMMUNITY_JOIN_LINK_TTL_DAYS, input.locale)
      await enqueueMail(tx, { orgId: ctx.org.id, kind: 'community_join_confirm', to: email, ...mail })
      await recordFlags(ctx, tx, { source: 'community_join', authorEmail: email }, flagged)
      return { resultId: 'requested', value: undefined }
    },
    () => Promise.resolve(undefined),
  )
}

/**
 * The e-mailed link came back: the address joins (or stays a member) with the
 * marketing choice of that request. Confirming twice is harmless; an unknown
 * or expired token is JOIN_LINK_EXPIRED on `token`.
 */
export async function confirmJoin(ctx: ApiContext, token: string, locale: Locale): Promise<CommunityRow> {
  const expired = new FieldErrorsFailure([domainError('token', 'JOIN_LINK_EXPIRED', locale)])
  if (!isTokenShaped(token.trim(), 'cj_')) throw expired
  const community = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ request: communityJoinRequests, community: communities })
      .from(communityJoinRequests)
      .innerJoin(communities, eq(communities.id, communityJoinRequests.communityId))
      .where(and(eq(communityJoinRequests.tokenHash, hashSecret(token.trim())), eq(communities.orgId, ctx.org.id), gt(communityJoinRequests.expiresAt, sql`now()`)))
      .for('update', { of: communityJoinRequests })
    if (found === undefined) return null
    const { request } = found
    await tx
      .insert(communityJoins)
      .values({
        communityId: request.communityId,
        email: request.email,
        marketingOptIn: request.marketingOptIn,
        locale: request.locale,
        visitorSessionId: request.visitorSessionId,
      })
      // The latest confirmed choice about marketing wins.
      .onConflictDoUpdate({ target: [communityJoins.communityId, communityJoins.email], set: { marketingOptIn: request.marketingOptIn, locale: request.locale } })
    await tx
      .update(communityJoinRequests)
      .set({ confirmedAt: sql`coalesce(${communityJoinRequests.confirmedAt}, now())` })
      .where(eq(communityJoinRequests.tokenHash, request.tokenHash))
    return found.community
  })
  if (community === null) throw expired
  return community
}
