/** The staff console's GraphQL operations (issue 16); publishing lives in server/publishing/. */
import { payload } from '../graphql/payload'
import type { Resolvers } from '../resolver-types.generated'
import { auditLog } from './audit-log'
import { inviteStaff, listStaff, removeStaff, roleName, setStaffRole } from './members'
import { currentSettings, updateOrganizationSettings } from './settings'

export const staffResolvers: Resolvers = {
  Query: {
    staffMe: async (_, __, ctx) => {
      const { staffId } = await ctx.requireStaff()
      return (await listStaff(ctx)).find((m) => m.id === staffId) ?? null
    },
    organizationSettings: async (_, __, ctx) => {
      await ctx.requireStaff()
      return currentSettings(ctx)
    },
    staffMembers: async (_, __, ctx) => {
      await ctx.requireStaff('owner')
      return listStaff(ctx)
    },
    auditLog: async (_, args, ctx) => {
      await ctx.requireStaff('owner')
      return auditLog(ctx, args)
    },
  },
  Mutation: {
    updateOrganization: async (_, args, ctx) => {
      const staff = await ctx.requireStaff()
      return payload(() => updateOrganizationSettings(ctx, staff, args.input, args.idempotencyKey), { organization: null })
    },
    inviteStaff: async (_, args, ctx) => {
      const owner = await ctx.requireStaff('owner')
      return payload(() => inviteStaff(ctx, owner, args), { staffMember: null })
    },
    setStaffRole: async (_, args, ctx) => {
      const owner = await ctx.requireStaff('owner')
      return payload(() => setStaffRole(ctx, owner, args), { staffMember: null })
    },
    removeStaff: async (_, args, ctx) => {
      const owner = await ctx.requireStaff('owner')
      return payload(() => removeStaff(ctx, owner, args), { staffMember: null })
    },
  },
  StaffMember: {
    role: (m) => roleName(m.role),
    organization: (_, __, ctx) => ctx.org,
  },
}
