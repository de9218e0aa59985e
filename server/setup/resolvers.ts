/** Query.setupChecklist: staff only (owners and editors do the steps). */
import type { Resolvers } from '../resolver-types.generated'
import { setupChecklist } from './checklist'

export const setupResolvers: Resolvers = {
  Query: {
    setupChecklist: async (_, __, ctx) => {
      await ctx.requireStaff()
      return setupChecklist(ctx)
    },
  },
}
