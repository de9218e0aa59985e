/** Erasure and the right of access (issue 17, decision 074): owners only. */
import { columnOf } from '../ambassadors/loaders'
import { payload } from '../graphql/payload'
import type { Resolvers } from '../resolver-types.generated'
import { eraseAmbassador } from './erase-ambassador'
import { isErasedAmbassador } from '../ambassadors/erased-identity'
import { eraseVisitor } from './erase-visitor'
import { exportPersonData } from './export-person'

export const erasureResolvers: Resolvers = {
  Mutation: {
    eraseAmbassador: async (_, a, ctx) => {
      const owner = await ctx.requireStaff('owner')
      return payload(() => eraseAmbassador(ctx, owner, a.ambassadorId), { erased: false })
    },
    eraseVisitor: async (_, a, ctx) => {
      const owner = await ctx.requireStaff('owner')
      return payload(async () => ({ erased: (await eraseVisitor(ctx, owner, a.email)).erased }), { erased: false })
    },
    exportPersonData: async (_, a, ctx) => exportPersonData(ctx, await ctx.requireStaff('owner'), a.email),
  },
  Ambassador: {
    // A directory row carries no e-mail: one loader query for a whole list, and only when asked.
    former: async (a, _, ctx) => isErasedAmbassador({ id: a.id, email: await columnOf(a, 'email', ctx, '') }),
  },
}
