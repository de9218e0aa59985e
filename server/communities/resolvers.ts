/** Community groups: listing, one group, its ambassadors and Q&A, and joining (join.ts: double opt-in). */
import { and, asc, eq } from 'drizzle-orm'
import { communities } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import { COMMUNITY_MEMBERS_MAX, COMMUNITY_QUESTIONS_MAX } from './loaders'
import type { CommunityRow } from '../db/rows'
import { payload } from '../graphql/payload'
import { pageSize } from '../core/paging'
import { pickLocale } from '../core/locale'
import type { LocaleArg, ResolverMap } from '../graphql/resolver-types'
import type { Locale } from '../../src/contract/locale'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { isUuid } from '../core/ids'
import { checkJoinInput, confirmJoin, requestJoin } from './join'
import type { JoinInput } from './join'
import { memberCountOf, membersOfCommunity, publishedOfCommunity } from './loaders'

async function findCommunity(ctx: ApiContext, by: { id?: string | null; slug?: string | null }): Promise<CommunityRow | null> {
  const match = by.id ? (isUuid(by.id) ? eq(communities.id, by.id) : null) : by.slug ? eq(communities.slug, by.slug.trim().toLowerCase()) : null
  if (match === null) return null
  const [row] = await ctx.db
    .select()
    .from(communities)
    .where(and(eq(communities.orgId, ctx.org.id), match))
  return row ?? null
}

async function join(ctx: ApiContext, input: JoinInput) {
  const email = await checkJoinInput(ctx, input)
  const community = await findCommunity(ctx, { id: input.communityId })
  if (community === null) throw new FieldErrorsFailure([domainError('communityId', 'NOT_FOUND', input.locale)])
  await requestJoin(ctx, community, input, email)
  // The same answer for members and newcomers alike: the e-mail tells the rest.
  return { community, alreadyMember: false }
}

export const communityResolvers: ResolverMap = {
  Query: {
    communities: (_: unknown, __: unknown, ctx: ApiContext) => ctx.db.select().from(communities).where(eq(communities.orgId, ctx.org.id)).orderBy(asc(communities.position)),
    community: (_: unknown, a: { id?: string | null; slug?: string | null }, ctx: ApiContext) => findCommunity(ctx, a),
  },
  Mutation: {
    joinCommunity: (_: unknown, { input }: { input: JoinInput }, ctx: ApiContext) => payload(() => join(ctx, input), { community: null, alreadyMember: false }),
    confirmCommunityJoin: (_: unknown, { token, locale }: { token: string; locale: Locale }, ctx: ApiContext) =>
      payload(async () => ({ community: await confirmJoin(ctx, token, locale) }), { community: null }),
  },
  Community: {
    name: (c: CommunityRow, { locale }: LocaleArg) => pickLocale(locale, c.nameEn, c.nameFr),
    description: (c: CommunityRow, { locale }: LocaleArg) => pickLocale(locale, c.descriptionEn, c.descriptionFr),
    ambassadorCount: (c: CommunityRow, _: unknown, ctx: ApiContext) => memberCountOf(ctx).load(c.id),
    // Batched: a list of communities costs one query per field, not one per community.
    ambassadors: async (c: CommunityRow, a: { first?: number | null }, ctx: ApiContext) =>
      (await membersOfCommunity(ctx).load(c.id)).slice(0, pageSize(a.first, 12, COMMUNITY_MEMBERS_MAX)),
    publishedQuestions: async (c: CommunityRow, a: { first?: number | null }, ctx: ApiContext) =>
      (await publishedOfCommunity(ctx).load(c.id)).slice(0, pageSize(a.first, 5, COMMUNITY_QUESTIONS_MAX)),
  },
}
