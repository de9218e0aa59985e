/** Community groups: listing, one group, its ambassadors and Q&A, joining (join.ts: double opt-in) and leaving (leave.ts). */
import { COMMUNITY_MEMBERS_MAX, COMMUNITY_QUESTIONS_MAX } from './loaders'
import { payload } from '../graphql/payload'
import { pageSize } from '../core/paging'
import { pickLocale } from '../core/locale'
import type { Resolvers } from '../resolver-types.generated'
import { confirmJoin, joinCommunity } from './join'
import { findCommunity, listCommunities } from './lookup'
import { leaveCommunity, setCommunityDigest } from './leave'
import { memberCountOf, membersOfCommunity, publishedOfCommunity } from './loaders'

export const communityResolvers: Resolvers = {
  Query: {
    communities: (_, __, ctx) => listCommunities(ctx),
    community: (_, a, ctx) => findCommunity(ctx, a),
  },
  Mutation: {
    joinCommunity: async (_, { input }, ctx) => {
      const caller = await ctx.caller()
      return payload(() => joinCommunity(ctx, caller, input), { community: null, alreadyMember: false })
    },
    confirmCommunityJoin: (_, { token, locale }, ctx) => payload(async () => ({ community: await confirmJoin(ctx, token, locale) }), { community: null }),
    leaveCommunity: (_, { token, locale }, ctx) => payload(() => leaveCommunity(ctx, token, locale), { community: null, alreadyLeft: false }),
    setCommunityDigest: (_, { token, enabled, locale }, ctx) => payload(() => setCommunityDigest(ctx, token, enabled, locale), { community: null, member: false, digest: false }),
  },
  Community: {
    name: (c, { locale }) => pickLocale(locale, c.nameEn, c.nameFr),
    description: (c, { locale }) => pickLocale(locale, c.descriptionEn, c.descriptionFr),
    ambassadorCount: (c, _, ctx) => memberCountOf(ctx).load(c.id),
    // Batched: a list of communities costs one query per field, not one per community.
    ambassadors: async (c, a, ctx) => (await membersOfCommunity(ctx).load(c.id)).slice(0, pageSize(a.first, 12, COMMUNITY_MEMBERS_MAX)),
    publishedQuestions: async (c, a, ctx) => (await publishedOfCommunity(ctx).load(c.id)).slice(0, pageSize(a.first, 5, COMMUNITY_QUESTIONS_MAX)),
  },
}
