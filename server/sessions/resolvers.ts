/** Visitor sessions, and sign-in / sign-out of ambassadors and staff (`audience`). */
import { eq } from 'drizzle-orm'
import { SESSION_TTL_S } from '../../src/contract/limits'
import { signInCodeSchema, signInEmailSchema } from '../../src/contract/validation/schemas'
import { ambassadorSessions, staffSessions, visitorSessions } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import { payload } from '../graphql/payload'
import { assertValid } from '../core/validation'
import type { ResolverMap } from '../graphql/resolver-types'
import type { Locale } from '../../src/contract/locale'
import { runIdempotent } from '../security/idempotency'
import { enforce, LIMITS } from '../security/rate-limit'
import { hashSecret, newToken } from '../security/tokens'
import { CODE_REQUEST_MIN_MS, issueSignInCode, signInCodeExpiry, signInWithCode, takingAtLeast } from './sign-in'
import { accountKey, requesterKey } from './sign-in-guard'
import type { Audience } from './sign-in-audiences'

type AudienceArg = 'AMBASSADOR' | 'STAFF'
const audienceOf = (arg: AudienceArg | undefined): Audience => (arg === 'STAFF' ? 'staff' : 'ambassador')

interface RequestCodeArgs {
  email: string
  locale: Locale
  idempotencyKey: string
  audience?: AudienceArg
}

export const sessionResolvers: ResolverMap = {
  Mutation: {
    startVisitorSession: async (_: unknown, __: unknown, ctx: ApiContext) => {
      await enforce(ctx.db, ctx.env.rateLimitScale, [[LIMITS.visitorSessionPerIp, ctx.ip]])
      const token = newToken('vs_')
      const expiresAt = new Date(Date.now() + SESSION_TTL_S * 1000)
      await ctx.db.insert(visitorSessions).values({ orgId: ctx.org.id, tokenHash: hashSecret(token), expiresAt })
      return { token, expiresAt }
    },
    // The same answer whether or not the address is an ambassador's (decision 012): `sent` means "if it is, a code is on its way".
    requestSignInCode: (_: unknown, args: RequestCodeArgs, ctx: ApiContext) =>
      takingAtLeast(CODE_REQUEST_MIN_MS, () =>
        payload(
          async () => {
            const email = args.email.trim().toLowerCase()
            const audience = audienceOf(args.audience)
            assertValid(signInEmailSchema, { email }, args.locale)
            // Per address and client address, never per address alone: requests from elsewhere cannot use up the owner's.
            await enforce(ctx.db, ctx.env.rateLimitScale, [
              [LIMITS.signInCodePerEmailAndIp, `${accountKey(ctx.org.id, email)}:${requesterKey(ctx.ip)}`],
              [LIMITS.signInCodePerIp, ctx.ip],
            ])
            const orgName = args.locale === 'fr' ? ctx.org.row.nameFr : ctx.org.row.nameEn
            const issued = await runIdempotent(
              ctx.db,
              { orgId: ctx.org.id, scope: 'requestSignInCode', key: args.idempotencyKey, subject: `ip:${ctx.ip}`, request: { email, audience }, locale: args.locale },
              async (tx) => {
                const code = await issueSignInCode(tx, { org: { id: ctx.org.id, name: orgName }, email, ip: ctx.ip, locale: args.locale, audience })
                return { resultId: code.id, value: code.expiresAt }
              },
              async (id) => (await signInCodeExpiry(ctx.db, id)) ?? new Date(),
            )
            return { sent: true, expiresAt: issued }
          },
          { sent: false, expiresAt: null },
        ),
      ),
    signIn: (_: unknown, args: { email: string; code: string; audience?: AudienceArg }, ctx: ApiContext) =>
      payload(
        async () => {
          const email = args.email.trim().toLowerCase()
          assertValid(signInCodeSchema, { email, code: args.code.trim() }, ctx.locale)
          await enforce(ctx.db, ctx.env.rateLimitScale, [[LIMITS.signInPerIp, ctx.ip]])
          const attempt = { orgId: ctx.org.id, email, code: args.code, ip: ctx.ip, audience: audienceOf(args.audience), rateLimitScale: ctx.env.rateLimitScale }
          const { token, expiresAt, account } = await signInWithCode(ctx.db, attempt, ctx.locale)
          return account.audience === 'staff' ? { token, expiresAt, me: null, staff: account.staff } : { token, expiresAt, me: account.ambassador, staff: null }
        },
        { token: null, expiresAt: null, me: null, staff: null },
      ),
    signOut: async (_: unknown, __: unknown, ctx: ApiContext) => {
      const auth = await ctx.auth()
      if (auth.kind === 'ambassador') await ctx.db.delete(ambassadorSessions).where(eq(ambassadorSessions.id, auth.sessionId))
      else if (auth.kind === 'staff') await ctx.db.delete(staffSessions).where(eq(staffSessions.id, auth.sessionId))
      else if (auth.kind === 'visitor') await ctx.db.delete(visitorSessions).where(eq(visitorSessions.id, auth.sessionId))
      return auth.kind !== 'anonymous'
    },
  },
}
