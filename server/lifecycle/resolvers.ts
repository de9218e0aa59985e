/** GraphQL of the ambassador lifecycle (issue 17): staff list, invitations, import, approval and status; the invitee's onboarding. */
import { photoUrlFor } from '../ambassadors/photo/save-photo'
import { isErasedAmbassador } from '../ambassadors/erased-identity'
import { STUDY_LEVELS } from '../core/study-levels'
import type { StudyLevelValue } from '../core/study-levels'
import { payload } from '../graphql/payload'
import type { Resolvers } from '../resolver-types.generated'
import { importAmbassadors } from './import/import'
import { acceptInvitation, inviteAmbassadors } from './invite'
import { completeProfile } from '../ambassadors/onboarding'
import { staffAmbassadors } from './staff-list'
import { approveAmbassador, setAmbassadorStatus } from './status-changes'
import { statusName } from '../ambassadors/status'

/** Empty until the invitee says (or the import prefills it); the column holds StudyLevel's values. */
const studyLevelOf = (value: string): StudyLevelValue | null => STUDY_LEVELS.find((level) => level === value) ?? null

export const lifecycleResolvers: Resolvers = {
  Query: {
    staffAmbassadors: async (_, args, ctx) => {
      await ctx.requireStaff()
      return staffAmbassadors(ctx, args)
    },
  },
  Mutation: {
    inviteAmbassadors: async (_, args, ctx) => inviteAmbassadors(ctx, await ctx.requireStaff(), args),
    importAmbassadors: async (_, args, ctx) => importAmbassadors(ctx, await ctx.requireStaff(), args),
    approveAmbassador: async (_, args, ctx) => approveAmbassador(ctx, await ctx.requireStaff(), args.ambassadorId),
    setAmbassadorStatus: async (_, args, ctx) => setAmbassadorStatus(ctx, await ctx.requireStaff(), args),
    acceptInvitation: (_, args, ctx) => payload(() => acceptInvitation(ctx, args.token), { email: null, status: null }),
    completeProfile: async (_, args, ctx) => {
      // Invited and pending ambassadors complete their profile: that is what onboarding is for.
      const actor = await ctx.requireAmbassador({ onboarding: true })
      return payload(() => completeProfile(ctx, actor, args.input), { me: null })
    },
  },
  StaffAmbassador: {
    id: (v) => v.row.id,
    email: (v) => v.row.email,
    firstName: (v) => v.row.firstName,
    lastName: (v) => v.row.lastName,
    status: (v) => statusName(v.row.status),
    fieldKey: (v) => v.row.fieldKey,
    studyLevel: (v) => studyLevelOf(v.row.studyLevel),
    country: (v) => v.row.country,
    city: (v) => v.row.city,
    photoUrl: (v, _, ctx) => photoUrlFor(v.row.photoUrl, ctx.env.publicApiUrl),
    invitedAt: (v) => v.row.invitedAt,
    invitationExpiresAt: (v) => (v.row.status === 'invited' ? v.invitationExpiresAt : null),
    submittedAt: (v) => v.row.submittedAt,
    lastActiveAt: (v) => v.row.lastActiveAt,
    openQuestionCount: (v) => v.openQuestionCount,
    erased: (v) => isErasedAmbassador(v.row),
  },
}
