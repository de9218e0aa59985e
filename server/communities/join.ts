/**
 * Joining a community group with double opt-in: `joinCommunity` only records
 * the request and e-mails a confirmation link — the same answer, the same work
 * and the same e-mail whether or not the address is already a member, so the
 * API never tells who belongs to a group. Membership and the marketing opt-in
 * take effect when the link's token comes back (`confirmCommunityJoin`).
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import { COMMUNITY_JOIN_LINK_TTL_DAYS } from '../../src/contract/limits'
import { DEFAULT_LOCALE } from '../../src/contract/locale'
import type { Locale } from '../../src/contract/locale'
import { joinNoteSchema } from '../../src/contract/validation/moderation-schemas'
import { communityJoinSchema } from '../../src/contract/validation/schemas'
import { communities, communityJoinRequests, communityJoins } from '../db/schema'
import type { Caller, Deps } from '../core/deps'
import type { CommunityRow } from '../db/rows'
import { assertValid } from '../core/validation'
import { pickLocale } from '../core/locale'
import { enqueueMail } from '../notifications/outbox'
import { communityJoinConfirmMail, communityJoinLink } from '../notifications/templates'
import { recordFlags } from '../safeguarding/flags'
import { screenTexts } from '../safeguarding/screen'
import type { ScreenDeps } from '../safeguarding/screen'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { runIdempotent } from '../security/idempotency'
import { enforce, LIMITS } from '../security/rate-limit'
import { hashSecret, isTokenShaped, newToken } from '../security/tokens'
import type { JoinCommunityInput } from '../schema-types.generated'
import { findCommunity } from './lookup'
import { mintLeaveToken } from './leave'
import { communityLeaveLink, leaveFooter } from '../notifications/community-templates'

/** The request with its language: the schema's default (`locale: Locale = en`) when none is sent. */
type JoinRequest = JoinCommunityInput & { readonly locale: Locale }

/** What joining reads and writes: the database, the organization and its rules (the note), the configuration (limits, the link), the time (the link's expiry). */
export type JoinDeps = Pick<Deps, 'db' | 'org' | 'env' | 'clock'> & ScreenDeps

/** The form's rules, then the limits (per client and per address); returns the address as stored. */
async function checkJoinInput(deps: JoinDeps, caller: Caller, input: JoinRequest): Promise<string> {
  const email = input.email.trim().toLowerCase()
  assertValid(communityJoinSchema, { ...input, email }, input.locale)
  assertValid(joinNoteSchema, { note: (input.note ?? '').trim() }, input.locale)
  // Per address too: no one can make the portal write to an inbox more than a few times an hour.
  await enforce(deps.db, deps.env.rateLimitScale, [
    [LIMITS.createPerIp, caller.ip],
    [LIMITS.joinConfirmationPerEmail, hashSecret(`join:${deps.org.id}:${email}`)],
  ])
  return email
}

/** Records the request and e-mails its link; never says whether the address had joined already. */
async function requestJoin(deps: JoinDeps, caller: Caller, community: CommunityRow, input: JoinRequest, email: string): Promise<void> {
  const marketingOptIn = input.marketingOptIn === true
  const note = (input.note ?? '').trim()
  const flagged = await screenTexts(deps, [{ field: 'note', value: input.note }], input.locale)
  await runIdempotent(
    deps.db,
    {
      orgId: deps.org.id,
      scope: 'joinCommunity',
      key: input.idempotencyKey,
      subject: caller.subject,
      request: { communityId: community.id, email, marketingOptIn, ...(note === '' ? {} : { note }) },
      locale: input.locale,
    },
    async (tx) => {
      const token = newToken('cj_')
      const expiresAt = new Date(deps.clock().getTime() + COMMUNITY_JOIN_LINK_TTL_DAYS * 86_400_000)
      await tx.insert(communityJoinRequests).values({
        tokenHash: hashSecret(token),
        communityId: community.id,
        email,
        marketingOptIn,
        locale: input.locale,
        visitorSessionId: caller.visitorSessionId,
        expiresAt,
      })
      const name = pickLocale(input.locale, community.nameEn, community.nameFr)
      const confirm = communityJoinConfirmMail(name, communityJoinLink(deps.env.publicUrl, input.locale, token), COMMUNITY_JOIN_LINK_TTL_DAYS, input.locale)
      // Every group e-mail has its way out (decision 147): here it also cancels the request.
      const leave = communityLeaveLink(deps.env.publicUrl, input.locale, await mintLeaveToken(tx, community.id, email))
      const mail = { subject: confirm.subject, text: confirm.text + leaveFooter(name, leave, input.locale) }
      await enqueueMail(tx, { orgId: deps.org.id, kind: 'community_join_confirm', to: email, ...mail })
      await recordFlags(deps, tx, { source: 'community_join', authorEmail: email }, flagged)
      return { resultId: 'requested', value: undefined }
    },
    () => Promise.resolve(undefined),
  )
}

/**
 * `joinCommunity`: the form's rules and limits, the group (NOT_FOUND on
 * `communityId`), then the request and its e-mail. `caller`: whom the limits
 * and the idempotency key count, and the visitor session the request keeps.
 */
export async function joinCommunity(deps: JoinDeps, caller: Caller, raw: JoinCommunityInput): Promise<{ community: CommunityRow; alreadyMember: false }> {
  const input: JoinRequest = { ...raw, locale: raw.locale ?? DEFAULT_LOCALE }
  const email = await checkJoinInput(deps, caller, input)
  const community = await findCommunity(deps, { id: input.communityId })
  if (community === null) throw new FieldErrorsFailure([domainError('communityId', 'NOT_FOUND', input.locale)])
  await requestJoin(deps, caller, community, input, email)
  // The same answer for members and newcomers alike: the e-mail tells the rest.
  return { community, alreadyMember: false }
}

/**
 * The e-mailed link came back: the address joins (or stays a member) with the
 * marketing choice of that request. Confirming twice is harmless; an unknown
 * or expired token is JOIN_LINK_EXPIRED on `token`.
 */
export async function confirmJoin(deps: Pick<Deps, 'db' | 'org'>, token: string, locale: Locale): Promise<CommunityRow> {
  const expired = new FieldErrorsFailure([domainError('token', 'JOIN_LINK_EXPIRED', locale)])
  if (!isTokenShaped(token.trim(), 'cj_')) throw expired
  const community = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ request: communityJoinRequests, community: communities })
      .from(communityJoinRequests)
      .innerJoin(communities, eq(communities.id, communityJoinRequests.communityId))
      .where(and(eq(communityJoinRequests.tokenHash, hashSecret(token.trim())), eq(communities.orgId, deps.org.id), gt(communityJoinRequests.expiresAt, sql`now()`)))
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
