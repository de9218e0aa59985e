/** Community groups: listing, one group, its ambassadors and Q&A, and joining (join.ts: double opt-in). */
import { and, asc, eq } from 'drizzle-orm'
import { communities } from '../db/schema'
import type { AppContext } from '../graphql/context'
import { COMMUNITY_MEMBERS_MAX, COMMUNITY_QUESTIONS_MAX } from '../graphql/loaders'
import type { CommunityRow } from '../graphql/loaders'
import { payload } from '../graphql/payload'
import { pageSize, pickLocale } from '../graphql/resolver-types'
import type { LocaleArg, ResolverMap } from '../graphql/resolver-types'
import type { Locale } from '../../src/contract/locale'
import { domainError, FieldErrorsFailure } from '../security/field-errors'
import { isUuid } from '../security/tokens'
import { checkJoinInput, confirmJoin, requestJoin } from './join'
import type { JoinInput } from './join'

async function findCommunity(ctx: AppContext, by: { id?: string | null; slug?: string | null }): Promise<CommunityRow | null> {
  const match = by.id ? (isUuid(by.id) ? eq(communities.id, by.id) : null) : by.slug ? eq(communities.slug, by.slug.trim().toLowerCase()) : null
  if (match === null) return null
  const [row] = await ctx.db
    .select()
    .from(communities)
    .where(and(eq(communities.orgId, ctx.org.id), match))
  return row ?? null
}

async function join(ctx: AppContext, input: JoinInput) {
  const email = await checkJoinInput(ctx, input)
  const community = await findCommunity(ctx, { id: input.communityId })
  if (community === null) throw new FieldErrorsFailure([domainError('communityId', 'NOT_FOUND', input.locale)])
  await requestJoin(ctx, community, input, email)
  // The same answer for members and newcomers alike: the e-mail tells the rest.
  return { community, alreadyMember: false }
}

export const communityResolvers: ResolverMap = {
  Query: {
    communities: (_: unknown, __: unknown, ctx: AppContext) => ctx.db.select().from(communities).where(eq(communities.orgId, ctx.org.id)).orderBy(asc(communities.position)),
    community: (_: unknown, a: { id?: string | null; slug?: string | null }, ctx: AppContext) => findCommunity(ctx, a),
  },
  Mutation: {
    joinCommunity: (_: unknown, { input }: { input: JoinInput }, ctx: AppContext) => payload(() => join(ctx, input), { community: null, alreadyMember: false }),
    confirmCommunityJoin: (_: unknown, { token, locale }: { token: string; locale: Locale }, ctx: AppContext) =>
      payload(async () => ({ community: await confirmJoin(ctx, token, locale) }), { community: null }),
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
