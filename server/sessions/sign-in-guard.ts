/**
 * Wrong sign-in codes are counted per account — the organization and the
 * e-mail address, known or not — across codes and from every client address
 * and browser together, in the database so all replicas share them (decisions
 * 019 and 142). Each account has two pools, one row each, with the same
 * allowance: the guesses of browsers typing the code they asked for
 * ('requesters') and everyone else's ('strangers'). Strangers filling theirs
 * never hold back a browser typing its own code; and whatever the number of
 * addresses and browsers, an account takes at most 2 × SIGN_IN_GUESSES_PER_HOUR
 * = 20 wrong guesses an hour, each against one code (odds of one in a
 * million): 0.05 % a day of guessing without a pause, about 1.4 % a month —
 * and every hour of it asks for codes that are e-mailed to the owner, since a
 * guess is only checked against a live code (10 minutes) and the requesters'
 * pool needs codes of one's own. The per-address limits come on top
 * (rate-limit.ts: 30 guesses and 20 code requests per client address per 15
 * minutes, 5 requests per address and account).
 * A pool's row is also its lock: a guess holds it until its transaction ends,
 * so simultaneous guesses from many addresses are counted one after another.
 */
import { sql } from 'drizzle-orm'
import { SIGN_IN_GUESSES_PER_HOUR } from '../../src/contract/limits'
import { queryRows } from '../db/client'
import type { Tx } from '../db/client'
import { hashSecret } from '../security/tokens'

export const GUESS_WINDOW_S = 3600

/**
 * Seconds to wait after the latest wrong code before the next guess is
 * checked, by the number of wrong codes in the last hour. The first six go
 * through at once — a whole code's attempts plus the first try of a new code,
 * so a person who mistyped never waits — then the delays grow; the tenth
 * fills the hour's allowance.
 */
export const GUESS_DELAYS_S: readonly number[] = [0, 0, 0, 0, 0, 0, 60, 120, 300, 600]

/** The account a code is for (unknown addresses included); a hash, so no typed address is stored. */
export const accountKey = (orgId: string, email: string): string => hashSecret(`account:${orgId}:${email.trim().toLowerCase()}`)
/** The client address that asked for a code, hashed. */
export const requesterKey = (ip: string): string => hashSecret(`requester:${ip}`)

/** Whose wrong guesses: the browser that asked for the code it types, or anyone else. */
export type GuessPool = 'requesters' | 'strangers'

/** A pool's row in sign_in_guards; the strangers' keeps the account's own key (the one row before issue 32). */
export const guardKey = (account: string, pool: GuessPool): string => (pool === 'strangers' ? account : hashSecret(`requesters:${account}`))

/** Both rows of an account, for erasure. */
export const guardKeys = (account: string): string[] => [guardKey(account, 'strangers'), guardKey(account, 'requesters')]

export interface GuardState {
  /** Wrong codes in the last hour. */
  readonly failures: number
  readonly oldestMs: number | null
  readonly latestMs: number | null
  readonly nowMs: number
}

/** Locks the pool's row (guardKey; creating it) and forgets wrong codes older than the window. */
export async function lockGuard(tx: Tx, guard: string): Promise<GuardState> {
  const [row] = await queryRows<{ failures: number; oldest: number | null; latest: number | null; now: number }>(
    tx,
    sql`
    insert into sign_in_guards (account_key) values (${guard})
    on conflict (account_key) do update set failed_at = array(
      select t from unnest(sign_in_guards.failed_at) t where t > now() - make_interval(secs => ${GUESS_WINDOW_S}) order by t)
    returning cardinality(failed_at) as failures,
      extract(epoch from failed_at[1]) * 1000 as oldest,
      extract(epoch from failed_at[cardinality(failed_at)]) * 1000 as latest,
      extract(epoch from now()) * 1000 as now`,
  )
  if (row === undefined) throw new Error('sign-in guard upsert returned nothing')
  const ms = (value: number | string | null): number | null => (value === null ? null : Number(value))
  return { failures: Number(row.failures), oldestMs: ms(row.oldest), latestMs: ms(row.latest), nowMs: Number(row.now) }
}

/**
 * Seconds before the next guess may be checked (0 = now). `scale` is
 * RATE_LIMIT_SCALE, which multiplies every limit for browser test runs (whose
 * database outlives a run); production's is 1.
 */
export function guessWaitSeconds(state: GuardState, scale = 1): number {
  const step = Math.floor(state.failures / Math.max(1, Math.floor(scale)))
  const until = step >= SIGN_IN_GUESSES_PER_HOUR ? (state.oldestMs ?? state.nowMs) + GUESS_WINDOW_S * 1000 : (state.latestMs ?? state.nowMs) + (GUESS_DELAYS_S[step] ?? 0) * 1000
  return Math.max(0, Math.ceil((until - state.nowMs) / 1000))
}

export async function recordWrongGuess(tx: Tx, guard: string): Promise<void> {
  await tx.execute(sql`update sign_in_guards set failed_at = array_append(failed_at, now()) where account_key = ${guard}`)
}
