/**
 * requestSignInCode and signIn (sign-in.ts keeps the codes, sign-in-guard.ts
 * the wrong guesses). Both are keyed by the client's address as well as the
 * account (limits per address) and by the browser's key (browser-cookie.ts):
 * a new code voids only the codes asked for in the same browser, and only
 * that browser's wrong codes count against its code.
 */
import type { Locale } from '../../src/contract/locale'
import { signInCodeSchema, signInEmailSchema } from '../../src/contract/validation/schemas'
import type { Caller, Deps } from '../core/deps'
import { assertValid } from '../core/validation'
import type { MutationRequestSignInCodeArgs, MutationSignInArgs, SignInAudience } from '../schema-types.generated'
import { runIdempotent } from '../security/idempotency'
import { enforce, LIMITS } from '../security/rate-limit'
import { issueSignInCode, signInCodeExpiry, signInWithCode } from './sign-in'
import type { SignedIn } from './sign-in'
import { accountKey, requesterKey } from './sign-in-guard'
import type { Audience } from './sign-in-audiences'

const audienceOf = (arg: SignInAudience | null | undefined): Audience => (arg === 'STAFF' ? 'staff' : 'ambassador')

/** The schema gives `locale` a default: it is always there. */
export type CodeRequestArgs = MutationRequestSignInCodeArgs & { readonly locale: Locale }

/** The client address, and the hash of the browser's key (browser-cookie.ts; null when a guess comes without one). */
export interface SignInCaller<Browser extends string | null = string | null> extends Pick<Caller, 'ip'> {
  readonly browser: Browser
}

/**
 * The same answer whether or not the address is an ambassador's (decision 012): `sent` means "if it is, a code is on
 * its way". The caller's browser always has a key here: the resolver sets its cookie first.
 */
export async function requestSignInCode(
  deps: Pick<Deps, 'db' | 'org' | 'env' | 'clock'>,
  caller: SignInCaller<string>,
  args: CodeRequestArgs,
): Promise<{ sent: true; expiresAt: Date }> {
  const { db, org } = deps
  const email = args.email.trim().toLowerCase()
  const audience = audienceOf(args.audience)
  assertValid(signInEmailSchema, { email }, args.locale)
  // Per address and client address, never per address alone: requests from elsewhere cannot use up the owner's.
  await enforce(db, deps.env.rateLimitScale, [
    [LIMITS.signInCodePerEmailAndIp, `${accountKey(org.id, email)}:${requesterKey(caller.ip)}`],
    [LIMITS.signInCodePerIp, caller.ip],
  ])
  const orgName = args.locale === 'fr' ? org.row.nameFr : org.row.nameEn
  const issued = await runIdempotent(
    db,
    { orgId: org.id, scope: 'requestSignInCode', key: args.idempotencyKey, subject: `ip:${caller.ip}`, request: { email, audience }, locale: args.locale },
    async (tx) => {
      const request = { org: { id: org.id, name: orgName }, email, ip: caller.ip, browser: caller.browser, locale: args.locale, audience }
      const code = await issueSignInCode(tx, request, deps.clock)
      return { resultId: code.id, value: code.expiresAt }
    },
    async (id) => (await signInCodeExpiry(deps, id)) ?? deps.clock(),
  )
  return { sent: true, expiresAt: issued }
}

/** Field errors say why a code is refused; RATE_LIMITED while the address or the account must wait. */
export async function signIn(deps: Pick<Deps, 'db' | 'org' | 'env' | 'clock' | 'locale'>, caller: SignInCaller, args: MutationSignInArgs): Promise<SignedIn> {
  const email = args.email.trim().toLowerCase()
  assertValid(signInCodeSchema, { email, code: args.code.trim() }, deps.locale)
  await enforce(deps.db, deps.env.rateLimitScale, [[LIMITS.signInPerIp, caller.ip]])
  const attempt = {
    orgId: deps.org.id,
    email,
    code: args.code,
    ip: caller.ip,
    browser: caller.browser,
    audience: audienceOf(args.audience),
    rateLimitScale: deps.env.rateLimitScale,
  }
  return signInWithCode(deps, attempt)
}
