/** GraphQL of the ambassador lifecycle (issue 17): staff list, invitations, import, approval and status; the invitee's onboarding. */
import { photoUrlFor } from '../ambassadors/photo/save-photo'
import { isErasedAmbassador } from '../ambassadors/erased-identity'
import type { ApiContext } from '../graphql/context'
import { payload } from '../graphql/payload'
import type { ResolverMap } from '../graphql/resolver-types'
import { importAmbassadors } from './import/import'
import { acceptInvitation, inviteAmbassadors } from './invite'
import { completeProfile } from '../ambassadors/onboarding'
import type { OnboardingProfileInput } from '../schema-types.generated'
import { staffAmbassadors, type StaffAmbassadorView, type StatusArg } from './staff-list'
import { approveAmbassador, setAmbassadorStatus } from './status-changes'
import { statusName } from '../ambassadors/status'

export const lifecycleResolvers: ResolverMap = {
  Query: {
    staffAmbassadors: (_: unknown, args: Parameters<typeof staffAmbassadors>[1], ctx: ApiContext) => staffAmbassadors(ctx, args),
  },
  Mutation: {
    inviteAmbassadors: (_: unknown, args: { emails: string[]; idempotencyKey: string }, ctx: ApiContext) => inviteAmbassadors(ctx, args),
    importAmbassadors: (_: unknown, args: { csv: string; dryRun: boolean; idempotencyKey: string }, ctx: ApiContext) => importAmbassadors(ctx, args),
    approveAmbassador: (_: unknown, args: { ambassadorId: string }, ctx: ApiContext) => approveAmbassador(ctx, args.ambassadorId),
    setAmbassadorStatus: (_: unknown, args: { ambassadorId: string; status: StatusArg }, ctx: ApiContext) => setAmbassadorStatus(ctx, args.ambassadorId, args.status),
    acceptInvitation: (_: unknown, args: { token: string }, ctx: ApiContext) => payload(() => acceptInvitation(ctx, args.token), { email: null, status: null }),
    completeProfile: async (_: unknown, args: { input: OnboardingProfileInput }, ctx: ApiContext) => {
      // Invited and pending ambassadors only: completeProfile refuses the others (INVALID_STATE).
      const actor = await ctx.requireAmbassador({ onboarding: true })
      return payload(() => completeProfile(ctx, actor, args.input), { me: null })
    },
  },
  StaffAmbassador: {
    id: (v: StaffAmbassadorView) => v.row.id,
    email: (v: StaffAmbassadorView) => v.row.email,
    firstName: (v: StaffAmbassadorView) => v.row.firstName,
    lastName: (v: StaffAmbassadorView) => v.row.lastName,
    status: (v: StaffAmbassadorView) => statusName(v.row.status),
    fieldKey: (v: StaffAmbassadorView) => v.row.fieldKey,
    // Empty until the invitee says (or the import prefills it).
    studyLevel: (v: StaffAmbassadorView) => (v.row.studyLevel === '' ? null : v.row.studyLevel),
    country: (v: StaffAmbassadorView) => v.row.country,
    city: (v: StaffAmbassadorView) => v.row.city,
    photoUrl: (v: StaffAmbassadorView, _: unknown, ctx: ApiContext) => photoUrlFor(v.row.photoUrl, ctx.env.publicApiUrl),
    invitedAt: (v: StaffAmbassadorView) => v.row.invitedAt,
    invitationExpiresAt: (v: StaffAmbassadorView) => (v.row.status === 'invited' ? v.invitationExpiresAt : null),
    submittedAt: (v: StaffAmbassadorView) => v.row.submittedAt,
    lastActiveAt: (v: StaffAmbassadorView) => v.row.lastActiveAt,
    openQuestionCount: (v: StaffAmbassadorView) => v.openQuestionCount,
    erased: (v: StaffAmbassadorView) => isErasedAmbassador(v.row),
  },
}
