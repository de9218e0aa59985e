/** Community groups: listing, one group, its ambassadors and Q&A, and joining. */
import { and, asc, eq } from 'drizzle-orm'
import { communityJoinSchema } from '../../src/contract/validation/schemas'
import { communities, communityJoins } from '../db/schema'
import type { AppContext } from '../graphql/context'
import { COMMUNITY_MEMBERS_MAX, COMMUNITY_QUESTIONS_MAX } from '../graphql/loaders'
import type { CommunityRow } from '../graphql/loaders'
import { assertValid, payload } from '../graphql/payload'
import { pageSize, pickLocale } from '../graphql/resolver-types'
import type { LocaleArg, ResolverMap } from '../graphql/resolver-types'
import type { Locale } from '../../src/contract/locale'
import { enqueueMail } from '../notifications/outbox'
import { communityJoinedMail } from '../notifications/templates'
import { domainError, FieldErrorsFailure } from '../security/field-errors'
import { runIdempotent } from '../security/idempotency'
import { enforce, LIMITS } from '../security/rate-limit'
import { isUuid } from '../security/tokens'

interface JoinInput {
  communityId: string
  email: string
  consent: boolean
  marketingOptIn?: boolean | null
  locale: Locale
  idempotencyKey: string
}

async function findCommunity(ctx: AppContext, by: { id?: string | null; slug?: string | null }): Promise<CommunityRow | null> {
  const match = by.id ? (isUuid(by.id) ? eq(communities.id, by.id) : null) : by.slug ? eq(communities.slug, by.slug.trim().toLowerCase()) : null
  if (match === null) return null
  const [row] = await ctx.db.select().from(communities).where(and(eq(communities.orgId, ctx.org.id), match))
  return row ?? null
}

async function join(ctx: AppContext, input: JoinInput) {
  const email = input.email.trim().toLowerCase()
  assertValid(communityJoinSchema, { ...input, email }, input.locale)
  await enforce(ctx.db, ctx.env.rateLimitScale, [[LIMITS.createPerIp, ctx.ip]])
  const community = await findCommunity(ctx, { id: input.communityId })
  if (community === null) throw new FieldErrorsFailure([domainError('communityId', 'NOT_FOUND', input.locale)])
  const marketingOptIn = input.marketingOptIn === true
  const outcome = await runIdempotent(ctx.db,
    { orgId: ctx.org.id, scope: 'joinCommunity', key: input.idempotencyKey, subject: await ctx.subject(), request: { communityId: community.id, email, marketingOptIn }, locale: input.locale },
    async (tx) => {
      const [created] = await tx.insert(communityJoins).values({ communityId: community.id, email, marketingOptIn, locale: input.locale, visitorSessionId: await ctx.visitorSessionId() })
        .onConflictDoNothing().returning({ id: communityJoins.id })
      if (created === undefined) return { resultId: 'existing', value: true }
      const mail = communityJoinedMail(pickLocale(input.locale, community.nameEn, community.nameFr), input.locale)
      await enqueueMail(tx, { orgId: ctx.org.id, kind: 'community_joined', to: email, ...mail })
      return { resultId: 'new', value: false }
    },
    (resultId) => Promise.resolve(resultId === 'existing'))
  return { community, alreadyMember: outcome }
}

export const communityResolvers: ResolverMap = {
  Query: {
    communities: (_: unknown, __: unknown, ctx: AppContext) =>
      ctx.db.select().from(communities).where(eq(communities.orgId, ctx.org.id)).orderBy(asc(communities.position)),
    community: (_: unknown, a: { id?: string | null; slug?: string | null }, ctx: AppContext) => findCommunity(ctx, a),
  },
  Mutation: {
    joinCommunity: (_: unknown, { input }: { input: JoinInput }, ctx: AppContext) =>
      payload(() => join(ctx, input), { community: null, alreadyMember: false }),
  },
  Community: {
    name: (c: CommunityRow, { locale }: LocaleArg) => pickLocale(locale, c.nameEn, c.nameFr),
    description: (c: CommunityRow, { locale }: LocaleArg) => pickLocale(locale, c.descriptionEn, c.descriptionFr),
    ambassadorCount: (c: CommunityRow, _: unknown, ctx: AppContext) => ctx.loaders.memberCount.load(c.id),
    // Batched: a list of communities costs one query per field, not one per community.
    ambassadors: async (c: CommunityRow, a: { first?: number | null }, ctx: AppContext) =>
      (await ctx.loaders.membersOfCommunity.load(c.id)).slice(0, pageSize(a.first, 12, COMMUNITY_MEMBERS_MAX)),
    publishedQuestions: async (c: CommunityRow, a: { first?: number | null }, ctx: AppContext) =>
      (await ctx.loaders.publishedOfCommunity.load(c.id)).slice(0, pageSize(a.first, 5, COMMUNITY_QUESTIONS_MAX)),
  },
}
