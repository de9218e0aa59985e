/** The resolver map: each domain contributes its types; this merges them. */
import { accountResolvers } from './ambassadors/account-resolvers'
import { lifecycleResolvers } from './lifecycle/resolvers'
import { ambassadorResolvers } from './ambassadors/resolvers'
import { ambassadorTypeResolvers } from './ambassadors/type-resolvers'
import { analyticsResolvers } from './analytics/resolvers'
import { communityResolvers } from './communities/resolvers'
import { contentLanguageResolvers } from './content-language/resolvers'
import { conversationLinkResolvers } from './conversation-links/resolvers'
import { conversationResolvers } from './conversations/resolvers'
import { erasureResolvers } from './erasure/resolvers'
import { insightsResolvers } from './insights/resolvers'
import { matchResolvers } from './matching/resolvers'
import { meetingResolvers } from './meetings/resolvers'
import { organizationResolvers } from './organizations/resolvers'
import { publishingResolvers } from './publishing/resolvers'
import { publicationResolvers } from './questions/publication-resolvers'
import { profileReviewResolvers } from './profile-review/resolvers'
import { questionResolvers } from './questions/resolvers'
import { safeguardingResolvers } from './safeguarding/resolvers'
import { moderationResolvers } from './moderation/resolvers'
import { conversationLiveResolvers } from './questions/live-resolvers'
import { sessionResolvers } from './sessions/resolvers'
import { staffResolvers } from './staff/resolvers'
import { setupResolvers } from './setup/resolvers'
import { translationResolvers } from './translations/resolvers'
import type { ResolverMap } from './graphql/resolver-types'
import type { Resolvers } from './resolver-types.generated'
import { DateScalar, DateTimeScalar } from './graphql/scalars'

/** Each domain's map (typed by resolver-types.generated.ts) merged into the one the schema is built with. */
export function mergeResolvers(maps: readonly Resolvers[]): ResolverMap {
  const merged: ResolverMap = {}
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      const existing = merged[type]
      if (existing !== undefined && (typeof existing !== 'object' || 'serialize' in existing || 'serialize' in fields)) throw new Error(`${type} defined twice`)
      merged[type] = { ...(existing as object), ...fields }
    }
  }
  return merged
}

export const resolvers: ResolverMap = {
  ...mergeResolvers([
    organizationResolvers,
    ambassadorResolvers,
    ambassadorTypeResolvers,
    accountResolvers,
    matchResolvers,
    communityResolvers,
    questionResolvers,
    meetingResolvers,
    sessionResolvers,
    analyticsResolvers,
    staffResolvers,
    publishingResolvers,
    lifecycleResolvers,
    erasureResolvers,
    safeguardingResolvers,
    publicationResolvers,
    profileReviewResolvers,
    conversationResolvers,
    moderationResolvers,
    conversationLiveResolvers,
    contentLanguageResolvers,
    translationResolvers,
    insightsResolvers,
    conversationLinkResolvers,
    setupResolvers,
  ]),
  DateTime: DateTimeScalar,
  Date: DateScalar,
}
