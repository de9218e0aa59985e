/**
 * Sign-in with an emailed one-time code (ambassadors and staff: sign-in-audiences.ts): 6 digits, valid
 * SIGN_IN_CODE_TTL_MIN minutes. A code is bound to the browser that asked for it
 * (browser-cookie.ts, decision 142): only that browser's wrong tries count against
 * it (SIGN_IN_CODE_MAX_ATTEMPTS, then it is dead), so nobody else can void it.
 * Every wrong try also counts per account, in one of two pools (sign-in-guard.ts):
 * the asking browsers' and everyone else's, so strangers cannot hold back the
 * browser that asked. Success creates a 7-day session (token stored hashed).
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
import { accountKey, guardKey, guessWaitSeconds, lockGuard, recordWrongGuess, requesterKey } from './sign-in-guard'
import type { GuessPool } from './sign-in-guard'
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
  /** Hash of the asking browser's key (browser-cookie.ts). */
  readonly browser: string
}

/**
 * Issues a new code, bound to the browser that asks, and, for an account's
 * address, queues its e-mail. The earlier codes asked for from the same
 * browser stop working; codes asked for in any other browser — on the same
 * network too — keep working, so others' requests cannot void the code the
 * owner is typing. Returns the code row.
 */
export async function issueSignInCode(tx: Tx, request: CodeRequest, clock: Clock): Promise<{ id: string; expiresAt: Date }> {
  const account = audienceKey(request.org.id, request.audience, request.email)
  const requester = requesterKey(request.ip)
  const to = await accountEmail(tx, request.audience, request.org.id, request.email)
  await tx
    .update(signInCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(signInCodes.accountKey, account), eq(signInCodes.browserKey, request.browser), isNull(signInCodes.consumedAt)))
  const code = newSignInCode()
  // The same hashing either way; an unknown address's secret is no 6-digit code, so nothing typed ever matches it.
  const secret = to !== null ? code : `none:${randomBytes(16).toString('hex')}`
  const expiresAt = new Date(clock().getTime() + SIGN_IN_CODE_TTL_MIN * 60_000)
  const [row] = await tx
    .insert(signInCodes)
    .values({ accountKey: account, requesterKey: requester, browserKey: request.browser, codeHash: codeHash(account, secret), expiresAt })
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

type CodeRow = typeof signInCodes.$inferSelect

/** The browser's own code: the latest it asked for that is not used or voided (expired or dead ones too, to say so). */
async function boundCode(tx: Tx, account: string, browser: string | null): Promise<CodeRow | undefined> {
  if (browser === null) return undefined
  const [row] = await tx
    .select()
    .from(signInCodes)
    .where(and(eq(signInCodes.accountKey, account), eq(signInCodes.browserKey, browser), isNull(signInCodes.consumedAt)))
    .orderBy(desc(signInCodes.createdAt))
    .limit(1)
  return row
}

/**
 * The code a guess from any other browser is checked against: the live code
 * asked for from the guesser's client address, else the account's latest
 * code. A browser that keeps no cookie (or an API on another site) still signs
 * in this way, as before the binding. One code per guess keeps the odds of a
 * guess at one in a million however many codes are live.
 */
async function strangersCode(tx: Tx, account: string, requester: string): Promise<CodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(signInCodes)
    .where(eq(signInCodes.accountKey, account))
    .orderBy(sql`(${signInCodes.requesterKey} = ${requester} and ${signInCodes.consumedAt} is null and ${signInCodes.expiresAt} > now()) desc`, desc(signInCodes.createdAt))
    .limit(1)
  return row
}

/** Locks and re-reads the code once its pool's row is locked (the pool first, always: no two guesses wait on each other in turn). */
async function lockCode(tx: Tx, id: string): Promise<CodeRow | undefined> {
  const [row] = await tx.select().from(signInCodes).where(eq(signInCodes.id, id)).for('update')
  return row
}

export interface GuessAttempt {
  readonly orgId: string
  readonly email: string
  readonly code: string
  readonly ip: string
  /** Hash of the guessing browser's key, or null when it sends none (browser-cookie.ts). */
  readonly browser: string | null
  readonly audience: Audience
  /** RATE_LIMIT_SCALE (sign-in-guard.ts). */
  readonly rateLimitScale: number
}

type Outcome = { readonly waitSeconds: number } | 'CODE_INVALID' | 'CODE_EXPIRED' | 'TOO_MANY_ATTEMPTS' | SignedIn

async function checkCode(tx: Tx, attempt: GuessAttempt, clock: Clock): Promise<Outcome> {
  const { orgId, email, code, ip } = attempt
  const account = audienceKey(orgId, attempt.audience, email)
  // The browser's own code if it asked for one, else the code a stranger's guess is checked against; the pool follows.
  const own = await boundCode(tx, account, attempt.browser)
  const pool: GuessPool = own !== undefined ? 'requesters' : 'strangers'
  const guard = guardKey(account, pool)
  const waitSeconds = guessWaitSeconds(await lockGuard(tx, guard), attempt.rateLimitScale)
  if (waitSeconds > 0) return { waitSeconds }
  const picked = own ?? (await strangersCode(tx, account, requesterKey(ip)))
  const latest = picked === undefined ? undefined : await lockCode(tx, picked.id)
  if (latest === undefined || latest.consumedAt !== null) return 'CODE_INVALID'
  if (latest.attempts >= SIGN_IN_CODE_MAX_ATTEMPTS) return 'TOO_MANY_ATTEMPTS'
  if (latest.expiresAt.getTime() <= clock().getTime()) return 'CODE_EXPIRED'
  const matches = sameHash(latest.codeHash, codeHash(account, code.trim()))
  // Only the code matching says who owns the address; an account removed or made inactive meanwhile is a wrong code too.
  const found = matches ? await findAccount(tx, attempt.audience, orgId, email) : null
  if (found === null) {
    await recordWrongGuess(tx, guard)
    // Only the browser that asked for the code can use it up: a stranger's wrong code leaves it as it was.
    if (pool === 'strangers') return 'CODE_INVALID'
    const attempts = latest.attempts + 1
    await tx.update(signInCodes).set({ attempts }).where(eq(signInCodes.id, latest.id))
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
 * Checks the code; counts a wrong try against the account's pool and, from the browser that asked for it, the code.
 * Throws FieldErrorsFailure with the reason, or RATE_LIMITED (with the wait)
 * while the account's wrong codes hold further guesses back.
 */
export async function signInWithCode(deps: Pick<Deps, 'db' | 'clock' | 'locale'>, attempt: GuessAttempt): Promise<SignedIn> {
  const outcome = await deps.db.transaction((tx) => checkCode(tx, attempt, deps.clock))
  if (typeof outcome === 'string') throw new FieldErrorsFailure([domainError('code', outcome, deps.locale)])
  if ('waitSeconds' in outcome) throw rateLimited(outcome.waitSeconds)
  return outcome
}
