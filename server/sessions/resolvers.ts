/** Visitor sessions, and sign-in / sign-out of ambassadors and staff (`audience`). */
import { payload } from '../graphql/payload'
import type { Resolvers } from '../resolver-types.generated'
import { endSession, startVisitorSession } from './sessions'
import { CODE_REQUEST_MIN_MS, takingAtLeast } from './sign-in'
import { requestSignInCode, signIn } from './sign-in-api'
import { browserKeyHashOf, claimBrowserKey } from './browser-cookie'

export const sessionResolvers: Resolvers = {
  Mutation: {
    startVisitorSession: (_, __, ctx) => startVisitorSession(ctx, { ip: ctx.ip }),
    // Answered at a fixed pace: the time taken tells nothing about the address either (sign-in.ts). The code is bound to
    // this browser: its cookie is set (or renewed) on every request, whatever the address.
    requestSignInCode: (_, args, ctx) => {
      const browser = claimBrowserKey(ctx.cookies, ctx.env.nodeEnv === 'production')
      return takingAtLeast(CODE_REQUEST_MIN_MS, () => payload(() => requestSignInCode(ctx, { ip: ctx.ip, browser }, args), { sent: false, expiresAt: null }))
    },
    signIn: (_, args, ctx) =>
      payload(
        async () => {
          const { token, expiresAt, account } = await signIn(ctx, { ip: ctx.ip, browser: browserKeyHashOf(ctx.cookies) }, args)
          return account.audience === 'staff' ? { token, expiresAt, me: null, staff: account.staff } : { token, expiresAt, me: account.ambassador, staff: null }
        },
        { token: null, expiresAt: null, me: null, staff: null },
      ),
    signOut: async (_, __, ctx) => endSession(ctx, await ctx.auth()),
  },
}
