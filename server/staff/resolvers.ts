/** The staff console's GraphQL operations (issue 16); publishing lives in server/publishing/. */
import { eq } from 'drizzle-orm'
import { organizations } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import type { ResolverMap } from '../graphql/resolver-types'
import type { StaffRow } from '../db/rows'
import { auditLog } from './audit-log'
import { inviteStaff, listStaff, removeStaff, setStaffRole, type StaffRoleArg } from './members'
import { settingsOf, updateOrganizationSettings, type SettingsInput } from './settings'

export const staffResolvers: ResolverMap = {
  Query: {
    staffMe: async (_: unknown, __: unknown, ctx: ApiContext) => {
      const { staffId } = await ctx.requireStaff()
      return (await listStaff(ctx)).find((m) => m.id === staffId) ?? null
    },
    organizationSettings: async (_: unknown, __: unknown, ctx: ApiContext) => {
      await ctx.requireStaff()
      // Read fresh, not from the per-process cache: staff see their own edit at once.
      const [row] = await ctx.db.select().from(organizations).where(eq(organizations.id, ctx.org.id))
      return settingsOf(row ?? ctx.org.row)
    },
    staffMembers: async (_: unknown, __: unknown, ctx: ApiContext) => {
      await ctx.requireStaff('owner')
      return listStaff(ctx)
    },
    auditLog: (_: unknown, args: Parameters<typeof auditLog>[1], ctx: ApiContext) => auditLog(ctx, args),
  },
  Mutation: {
    updateOrganization: (_: unknown, args: { input: SettingsInput; idempotencyKey: string }, ctx: ApiContext) => updateOrganizationSettings(ctx, args.input, args.idempotencyKey),
    inviteStaff: (_: unknown, args: { email: string; role: StaffRoleArg; idempotencyKey: string }, ctx: ApiContext) => inviteStaff(ctx, args),
    setStaffRole: (_: unknown, args: { staffId: string; role: StaffRoleArg }, ctx: ApiContext) => setStaffRole(ctx, args),
    removeStaff: (_: unknown, args: { staffId: string }, ctx: ApiContext) => removeStaff(ctx, args),
  },
  StaffMember: {
    role: (m: StaffRow) => (m.role === 'owner' ? 'OWNER' : 'EDITOR'),
    organization: (_: StaffRow, __: unknown, ctx: ApiContext) => ctx.org,
  },
}
