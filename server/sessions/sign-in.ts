/**
 * Sign-in with an emailed one-time code (ambassadors and staff: sign-in-audiences.ts): 6 digits, valid
 * SIGN_IN_CODE_TTL_MIN minutes, SIGN_IN_CODE_MAX_ATTEMPTS wrong tries per code,
 * SIGN_IN_GUESSES_PER_HOUR wrong tries per account (sign-in-guard.ts). Success
 * creates a 7-day session (token stored hashed).
 *
 * Nothing here tells whether an address belongs to an ambassador (decision
 * 012): an unknown address gets a code row like a known one — with a hash no
 * code matches — and no e-mail; `signIn` then runs the very same checks.
 */
import { randomBytes } from 'node:crypto'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { SIGN_IN_CODE_MAX_ATTEMPTS, SIGN_IN_CODE_TTL_MIN } from '../../src/contract/limits'
import type { Tx } from '../db/client'
import { signInCodes } from '../db/schema'
import type { Locale } from '../../src/contract/locale'
import type { Clock, Deps } from '../core/deps'
import { enqueueMail } from '../notifications/outbox'
import { signInCodeMail } from '../notifications/templates'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { hashSecret, newSignInCode, sameHash } from '../security/tokens'
import { rateLimited } from '../core/errors'
import { accountKey, guessWaitSeconds, lockGuard, recordWrongGuess, requesterKey } from './sign-in-guard'
import { accountEmail, findAccount, startSession, type Audience, type SignedInAccount } from './sign-in-audiences'

/** Staff accounts are keyed apart from ambassadors': the same address may be both, with separate codes and guards. */
const audienceKey = (orgId: string, audience: Audience, email: string): string =>
  audience === 'staff' ? accountKey(orgId, `staff:${email.trim().toLowerCase()}`) : accountKey(orgId, email)

const codeHash = (account: string, code: string): string => hashSecret(`${account}:${code}`)

/**
 * `requestSignInCode` answers no sooner than this after it started. The only
 * work a known address adds is queueing its e-mail (a few milliseconds on
 * PGlite); answering at a fixed pace hides that too.
 */
export const CODE_REQUEST_MIN_MS = 100

/** Runs `work`, then waits out what is left of `ms`, whether it succeeded or threw. */
export async function takingAtLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    const left = ms - (performance.now() - started)
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
  }
}

export interface CodeRequest {
  readonly org: { readonly id: string; readonly name: string }
  readonly email: string
  readonly ip: string
  readonly locale: Locale
  readonly audience: Audience
}

/**
 * Issues a new code and, for an ambassador's address, queues its e-mail. The
 * earlier codes asked for from the same client address stop working; codes
 * asked for from elsewhere keep working, so requests from other addresses
 * cannot void the code the owner is typing. Returns the code row.
 */
export async function issueSignInCode(tx: Tx, request: CodeRequest, clock: Clock): Promise<{ id: string; expiresAt: Date }> {
  const account = audienceKey(request.org.id, request.audience, request.email)
  const requester = requesterKey(request.ip)
  const to = await accountEmail(tx, request.audience, request.org.id, request.email)
  await tx
    .update(signInCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(signInCodes.accountKey, account), eq(signInCodes.requesterKey, requester), isNull(signInCodes.consumedAt)))
  const code = newSignInCode()
  // The same hashing either way; an unknown address's secret is no 6-digit code, so nothing typed ever matches it.
  const secret = to !== null ? code : `none:${randomBytes(16).toString('hex')}`
  const expiresAt = new Date(clock().getTime() + SIGN_IN_CODE_TTL_MIN * 60_000)
  const [row] = await tx
    .insert(signInCodes)
    .values({ accountKey: account, requesterKey: requester, codeHash: codeHash(account, secret), expiresAt })
    .returning({ id: signInCodes.id })
  if (row === undefined) throw new Error('sign-in code insert returned nothing')
  if (to !== null) {
    const mail = signInCodeMail(request.org.name, code, SIGN_IN_CODE_TTL_MIN, request.locale)
    await enqueueMail(tx, { orgId: request.org.id, kind: 'sign_in_code', to, ...mail })
  }
  return { id: row.id, expiresAt }
}

export async function signInCodeExpiry(deps: Pick<Deps, 'db'>, id: string): Promise<Date | null> {
  const [row] = await deps.db.select({ expiresAt: signInCodes.expiresAt }).from(signInCodes).where(eq(signInCodes.id, id))
  return row?.expiresAt ?? null
}

export interface SignedIn {
  readonly token: string
  readonly expiresAt: Date
  readonly account: SignedInAccount
}

/**
 * The one code a guess is checked against: the live code asked for from the
 * guesser's address, else the account's latest code. One code per guess keeps
 * the odds of a guess at one in a million however many codes are live.
 */
async function codeToCheck(tx: Tx, account: string, requester: string) {
  const [row] = await tx
    .select()
    .from(signInCodes)
    .where(eq(signInCodes.accountKey, account))
    .orderBy(sql`(${signInCodes.requesterKey} = ${requester} and ${signInCodes.consumedAt} is null and ${signInCodes.expiresAt} > now()) desc`, desc(signInCodes.createdAt))
    .limit(1)
    .for('update')
  return row
}

export interface GuessAttempt {
  readonly orgId: string
  readonly email: string
  readonly code: string
  readonly ip: string
  readonly audience: Audience
  /** RATE_LIMIT_SCALE (sign-in-guard.ts). */
  readonly rateLimitScale: number
}

type Outcome = { readonly waitSeconds: number } | 'CODE_INVALID' | 'CODE_EXPIRED' | 'TOO_MANY_ATTEMPTS' | SignedIn

async function checkCode(tx: Tx, attempt: GuessAttempt, clock: Clock): Promise<Outcome> {
  const { orgId, email, code, ip } = attempt
  const account = audienceKey(orgId, attempt.audience, email)
  const waitSeconds = guessWaitSeconds(await lockGuard(tx, account), attempt.rateLimitScale)
  if (waitSeconds > 0) return { waitSeconds }
  const latest = await codeToCheck(tx, account, requesterKey(ip))
  if (latest === undefined || latest.consumedAt !== null) return 'CODE_INVALID'
  if (latest.attempts >= SIGN_IN_CODE_MAX_ATTEMPTS) return 'TOO_MANY_ATTEMPTS'
  if (latest.expiresAt.getTime() <= clock().getTime()) return 'CODE_EXPIRED'
  const matches = sameHash(latest.codeHash, codeHash(account, code.trim()))
  // Only the code matching says who owns the address; an account removed or made inactive meanwhile is a wrong code too.
  const found = matches ? await findAccount(tx, attempt.audience, orgId, email) : null
  if (found === null) {
    const attempts = latest.attempts + 1
    await tx.update(signInCodes).set({ attempts }).where(eq(signInCodes.id, latest.id))
    await recordWrongGuess(tx, account)
    return attempts >= SIGN_IN_CODE_MAX_ATTEMPTS ? 'TOO_MANY_ATTEMPTS' : 'CODE_INVALID'
  }
  await tx
    .update(signInCodes)
    .set({ consumedAt: sql`now()` })
    .where(eq(signInCodes.id, latest.id))
  const session = await startSession(tx, found, clock)
  return { ...session, account: found }
}

/**
 * Checks the code; counts a wrong try against the code and the account.
 * Throws FieldErrorsFailure with the reason, or RATE_LIMITED (with the wait)
 * while the account's wrong codes hold further guesses back.
 */
export async function signInWithCode(deps: Pick<Deps, 'db' | 'clock' | 'locale'>, attempt: GuessAttempt): Promise<SignedIn> {
  const outcome = await deps.db.transaction((tx) => checkCode(tx, attempt, deps.clock))
  if (typeof outcome === 'string') throw new FieldErrorsFailure([domainError('code', outcome, deps.locale)])
  if ('waitSeconds' in outcome) throw rateLimited(outcome.waitSeconds)
  return outcome
}
