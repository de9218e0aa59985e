/**
 * The scheduled jobs of the API process (decision 082): every interval, each
 * job runs once, one after the other, with the time of the tick. Several API
 * instances each run their own scheduler; the jobs themselves make that safe
 * (a database lock to take turns, a unique record of what was sent), so this
 * file only keeps time. A tick that is still running when the next is due is
 * not doubled: the next one waits for the following interval.
 */
import type { Clock } from '../core/deps'
import type { Db } from '../db/client'

export interface ScheduledJob {
  readonly name: string
  /** Does what is due at `now`; returns how many things it did (for the log). */
  run(db: Db, now: Date): Promise<number>
}

export interface Scheduler {
  /** Runs one tick now (after the one under way, if any) and resolves once every job has finished. */
  tickNow(): Promise<void>
  /** No tick after this; resolves once the one under way has finished. */
  stop(): Promise<void>
}

export interface SchedulerOptions {
  readonly intervalMs: number
  readonly clock?: Clock
  readonly quiet?: boolean
}

/** Each job once, in order; one job failing does not keep the others from running. */
export async function runJobs(db: Db, jobs: readonly ScheduledJob[], now: Date, quiet = false): Promise<void> {
  for (const job of jobs) {
    try {
      const done = await job.run(db, now)
      if (done > 0 && !quiet) console.log(`[scheduler] ${job.name}: ${done}`)
    } catch (error) {
      console.error(`[scheduler] ${job.name} failed:`, error instanceof Error ? error.message : error)
    }
  }
}

export function startScheduler(db: Db, jobs: readonly ScheduledJob[], options: SchedulerOptions): Scheduler {
  const clock = options.clock ?? (() => new Date())
  let running: Promise<void> | null = null
  let stopped = false
  const tick = (): Promise<void> => {
    const current = runJobs(db, jobs, clock(), options.quiet).finally(() => {
      if (running === current) running = null
    })
    running = current
    return current
  }
  const timer = setInterval(() => {
    if (!stopped && running === null) void tick()
  }, options.intervalMs)
  timer.unref()
  return {
    async tickNow() {
      // Several callers waiting for the same tick: the first to resume starts the next, the others wait for it.
      while (running !== null) await running
      await tick()
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
