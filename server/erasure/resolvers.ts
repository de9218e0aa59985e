/** Erasure and the right of access (issue 17, decision 074): owners only. */
import type { AppContext } from '../graphql/context'
import { columnOf, type MaybeDirectoryRow } from '../ambassadors/type-resolvers'
import { payload } from '../graphql/payload'
import type { ResolverMap } from '../graphql/resolver-types'
import { eraseAmbassador } from './erase-ambassador'
import { isErasedAmbassador } from './erased-identity'
import { eraseVisitor } from './erase-visitor'
import { exportPersonData } from './export-person'

export const erasureResolvers: ResolverMap = {
  Mutation: {
    eraseAmbassador: (_: unknown, a: { ambassadorId: string }, ctx: AppContext) => payload(() => eraseAmbassador(ctx, a.ambassadorId), { erased: false }),
    eraseVisitor: (_: unknown, a: { email: string }, ctx: AppContext) => payload(async () => ({ erased: (await eraseVisitor(ctx, a.email)).erased }), { erased: false }),
    exportPersonData: (_: unknown, a: { email: string }, ctx: AppContext) => exportPersonData(ctx, a.email),
  },
  Ambassador: {
    // A directory row carries no e-mail: one loader query for a whole list, and only when asked.
    former: async (a: MaybeDirectoryRow, _: unknown, ctx: AppContext) => isErasedAmbassador({ id: a.id, email: await columnOf(a, 'email', ctx, '') }),
  },
}
