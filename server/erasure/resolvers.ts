/** Erasure and the right of access (issue 17, decision 074): owners only. */
import type { ApiContext } from '../graphql/context'
import { columnOf, type MaybeDirectoryRow } from '../ambassadors/loaders'
import { payload } from '../graphql/payload'
import type { ResolverMap } from '../graphql/resolver-types'
import { eraseAmbassador } from './erase-ambassador'
import { isErasedAmbassador } from '../ambassadors/erased-identity'
import { eraseVisitor } from './erase-visitor'
import { exportPersonData } from './export-person'

export const erasureResolvers: ResolverMap = {
  Mutation: {
    eraseAmbassador: (_: unknown, a: { ambassadorId: string }, ctx: ApiContext) => payload(() => eraseAmbassador(ctx, a.ambassadorId), { erased: false }),
    eraseVisitor: (_: unknown, a: { email: string }, ctx: ApiContext) => payload(async () => ({ erased: (await eraseVisitor(ctx, a.email)).erased }), { erased: false }),
    exportPersonData: (_: unknown, a: { email: string }, ctx: ApiContext) => exportPersonData(ctx, a.email),
  },
  Ambassador: {
    // A directory row carries no e-mail: one loader query for a whole list, and only when asked.
    former: async (a: MaybeDirectoryRow, _: unknown, ctx: ApiContext) => isErasedAmbassador({ id: a.id, email: await columnOf(a, 'email', ctx, '') }),
  },
}
