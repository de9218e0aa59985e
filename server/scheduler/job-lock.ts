/**
 * Taking turns between API instances: a job's work runs in a transaction that
 * first asks for the job's advisory lock with `pg_try_advisory_xact_lock`. An
 * instance that does not get it skips the work at once (the holder is doing
 * it) instead of queueing behind it. The lock is released with the
 * transaction, so a crashed instance never holds it, and it works through a
 * transaction-pooling proxy, where a session lock would not (decision 082).
 *
 * The lock only spares duplicate work: what makes a mail go exactly once is
 * the unique record written in the same transaction as its outbox row.
 */
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { queryRows } from '../db/client'

/** The first half of every scheduler lock key ("NUDG"), so these locks never collide with another use of advisory locks. */
const SCHEDULER_LOCK_CLASS = 0x4e554447

/** A lock key: one per job, or one per job and organization (`scope`, e.g. an organization's id). */
export interface JobLock {
  readonly job: string
  readonly scope?: string
}

/** Runs `work` holding the lock, or returns null without running it when another transaction holds it. */
export async function withJobLock<T>(db: Db, lock: JobLock, work: (tx: Tx) => Promise<T>): Promise<{ value: T } | null> {
  return db.transaction(async (tx) => {
    const key = lock.scope === undefined ? lock.job : `${lock.job}:${lock.scope}`
    const [row] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK_CLASS}, hashtext(${key})) as locked`)
    if (row?.locked !== true) return null
    return { value: await work(tx) }
  })
}

/** What one batch did: how many items it claimed (a full batch means more may be waiting) and how many it counts as sent. */
interface BatchOutcome {
  readonly claimed: number
  readonly sent: number
}

/**
 * Runs `work` in one locked transaction after another until a batch claims
 * fewer than `size` items, or another instance holds the lock (it is doing
 * the work). Returns how many the batches sent.
 */
export async function drainInBatches(db: Db, lock: JobLock, size: number, work: (tx: Tx) => Promise<BatchOutcome>): Promise<number> {
  let sent = 0
  for (;;) {
    const done = await withJobLock(db, lock, work)
    if (done === null) return sent
    sent += done.value.sent
    if (done.value.claimed < size) return sent
  }
}
