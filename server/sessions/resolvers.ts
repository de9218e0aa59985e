/** Visitor sessions and ambassador sign-in / sign-out. */
import { eq } from 'drizzle-orm'
import { SESSION_TTL_S } from '../../src/contract/limits'
import { signInCodeSchema, signInEmailSchema } from '../../src/contract/validation/schemas'
import { ambassadorSessions, visitorSessions } from '../db/schema'
import type { AppContext } from '../graphql/context'
import { assertValid, payload } from '../graphql/payload'
import type { ResolverMap } from '../graphql/resolver-types'
import type { Locale } from '../../src/contract/locale'
import { runIdempotent } from '../security/idempotency'
import { enforce, LIMITS } from '../security/rate-limit'
import { hashSecret, newToken } from '../security/tokens'
import { issueSignInCode, signInCodeExpiry, signInWithCode } from './sign-in'

interface RequestCodeArgs {
  email: string
  locale: Locale
  idempotencyKey: string
}

export const sessionResolvers: ResolverMap = {
  Mutation: {
    startVisitorSession: async (_: unknown, __: unknown, ctx: AppContext) => {
      await enforce(ctx.db, ctx.env.rateLimitScale, [[LIMITS.visitorSessionPerIp, ctx.ip]])
      const token = newToken('vs_')
      const expiresAt = new Date(Date.now() + SESSION_TTL_S * 1000)
      await ctx.db.insert(visitorSessions).values({ orgId: ctx.org.id, tokenHash: hashSecret(token), expiresAt })
      return { token, expiresAt }
    },
    requestSignInCode: (_: unknown, args: RequestCodeArgs, ctx: AppContext) =>
      payload(async () => {
        const email = args.email.trim().toLowerCase()
        assertValid(signInEmailSchema, { email }, args.locale)
        await enforce(ctx.db, ctx.env.rateLimitScale, [[LIMITS.signInCodePerEmail, email], [LIMITS.signInCodePerIp, ctx.ip]])
        const orgName = args.locale === 'fr' ? ctx.org.row.nameFr : ctx.org.row.nameEn
        const issued = await runIdempotent(ctx.db,
          { orgId: ctx.org.id, scope: 'requestSignInCode', key: args.idempotencyKey, subject: `ip:${ctx.ip}`, request: { email }, locale: args.locale },
          async (tx) => {
            const code = await issueSignInCode(tx, { id: ctx.org.id, name: orgName }, email, args.locale)
            return { resultId: code.id, value: code.expiresAt }
          },
          async (id) => (await signInCodeExpiry(ctx.db, id)) ?? new Date())
        return { sent: true, expiresAt: issued }
      }, { sent: false, expiresAt: null }),
    signIn: (_: unknown, args: { email: string; code: string }, ctx: AppContext) =>
      payload(async () => {
        const email = args.email.trim().toLowerCase()
        assertValid(signInCodeSchema, { email, code: args.code.trim() }, ctx.locale)
        await enforce(ctx.db, ctx.env.rateLimitScale, [[LIMITS.signInPerIp, ctx.ip]])
        const signedIn = await signInWithCode(ctx.db, ctx.org.id, email, args.code, ctx.locale)
        return { token: signedIn.token, expiresAt: signedIn.expiresAt, me: signedIn.ambassador }
      }, { token: null, expiresAt: null, me: null }),
    signOut: async (_: unknown, __: unknown, ctx: AppContext) => {
      const auth = await ctx.auth()
      if (auth.kind === 'ambassador') await ctx.db.delete(ambassadorSessions).where(eq(ambassadorSessions.id, auth.sessionId))
      else if (auth.kind === 'visitor') await ctx.db.delete(visitorSessions).where(eq(visitorSessions.id, auth.sessionId))
      return auth.kind !== 'anonymous'
    },
  },
}
