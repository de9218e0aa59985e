/** GraphQL of the signed-in ambassador's account: `me`, its private fields, availability (profile edits: server/profile-review/resolvers.ts). */
import { payload } from '../graphql/payload'
import type { Resolvers } from '../resolver-types.generated'
import { loadMe, openQuestionCount, overdueQuestionCount, pendingMeetingCount, setAvailability, weeklyAvailability } from './account'
import { statusName, studyLevelName } from './status'

export const accountResolvers: Resolvers = {
  Query: {
    // Every status but inactive: the ambassadors area reads `me.status` to show onboarding or the inbox.
    me: async (_, __, ctx) => loadMe(ctx, await ctx.requireAmbassador({ onboarding: true })),
  },
  AmbassadorAccount: {
    ambassador: (a) => a,
    status: (a) => statusName(a.status),
    // An invitation's placeholder is '' (no level chosen yet), which the enum cannot carry.
    studyLevel: (a) => (a.studyLevel === '' ? null : studyLevelName(a.studyLevel)),
    weeklyAvailability: (a, _, ctx) => weeklyAvailability(ctx, a.id),
    outOfOffice: (a) => [...a.outOfOffice].sort(),
    openQuestionCount: (a, _, ctx) => openQuestionCount(ctx, a.id),
    overdueQuestionCount: (a, _, ctx) => overdueQuestionCount(ctx, a.id),
    pendingMeetingCount: (a, _, ctx) => pendingMeetingCount(ctx, a.id),
  },
  Mutation: {
    setAvailability: async (_, { input }, ctx) => {
      const actor = await ctx.requireAmbassador()
      return payload(() => setAvailability(ctx, actor, input), { me: null })
    },
  },
}
