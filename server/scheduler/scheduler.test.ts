import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '../db/client'
import { runJobs, startScheduler, type ScheduledJob } from './scheduler'

// The jobs below never touch the database.
const db = {} as Db

/** A job that records each run's time and how many of its runs overlapped, finishing when `finish` is called. */
function recordingJob(name: string) {
  const runs: Date[] = []
  let running = 0
  let overlap = 0
  const waiting: (() => void)[] = []
  const job: ScheduledJob = {
    name,
    run: async (_db, now) => {
      runs.push(now)
      running++
      overlap = Math.max(overlap, running)
      await new Promise<void>((resolve) => waiting.push(resolve))
      running--
      return 1
    },
  }
  return { job, runs, overlap: () => overlap, finishAll: () => waiting.splice(0).forEach((resolve) => resolve()), pending: () => waiting.length }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('runJobs', () => {
  it('runs every job in order with the same time; one failing does not stop the next', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen: string[] = []
    const now = new Date('2030-01-02T08:00:00Z')
    await runJobs(
      db,
      [
        { name: 'a', run: (_db, at) => Promise.resolve(seen.push(`a ${at.toISOString()}`)) },
        { name: 'b', run: () => Promise.reject(new Error('database gone')) },
        { name: 'c', run: (_db, at) => Promise.resolve(seen.push(`c ${at.toISOString()}`)) },
      ],
      now,
      true,
    )
    expect(seen).toEqual(['a 2030-01-02T08:00:00.000Z', 'c 2030-01-02T08:00:00.000Z'])
    expect(errors).toHaveBeenCalledWith('[scheduler] b failed:', 'database gone')
  })
})

describe('startScheduler', () => {
  it('ticks every interval at the clock’s time, never two ticks at once, and stop waits for the one under way', async () => {
    vi.useFakeTimers()
    const recording = recordingJob('slow')
    let clock = new Date('2030-01-02T08:00:00Z')
    const scheduler = startScheduler(db, [recording.job], { intervalMs: 1000, clock: () => clock, quiet: true })
    await vi.advanceTimersByTimeAsync(999)
    expect(recording.runs).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(recording.runs).toEqual([clock])
    // Still running: the next intervals add nothing.
    clock = new Date('2030-01-02T08:00:05Z')
    await vi.advanceTimersByTimeAsync(5000)
    expect(recording.runs).toHaveLength(1)
    recording.finishAll()
    await vi.advanceTimersByTimeAsync(1000)
    expect(recording.runs.map((d) => d.toISOString())).toEqual(['2030-01-02T08:00:00.000Z', '2030-01-02T08:00:05.000Z'])
    let stopped = false
    const stopping = scheduler.stop().then(() => {
      stopped = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(false)
    recording.finishAll()
    await stopping
    await vi.advanceTimersByTimeAsync(10_000)
    expect(recording.runs).toHaveLength(2)
    expect(recording.overlap()).toBe(1)
  })

  it('tickNow runs after the tick under way and resolves when its own has finished', async () => {
    const recording = recordingJob('slow')
    const scheduler = startScheduler(db, [recording.job], { intervalMs: 3_600_000, quiet: true })
    let firstDone = false
    const first = scheduler.tickNow().then(() => {
      firstDone = true
    })
    const second = scheduler.tickNow()
    await vi.waitFor(() => expect(recording.pending()).toBe(1))
    recording.finishAll()
    await first
    expect(firstDone).toBe(true)
    await vi.waitFor(() => expect(recording.pending()).toBe(1))
    expect(recording.runs).toHaveLength(2)
    recording.finishAll()
    await second
    expect(recording.overlap()).toBe(1)
    await scheduler.stop()
  })

  it('three callers at once: three ticks, one after the other', async () => {
    const recording = recordingJob('slow')
    const scheduler = startScheduler(db, [recording.job], { intervalMs: 3_600_000, quiet: true })
    const all = Promise.all([scheduler.tickNow(), scheduler.tickNow(), scheduler.tickNow()])
    for (let run = 1; run <= 3; run++) {
      await vi.waitFor(() => expect(recording.runs).toHaveLength(run))
      recording.finishAll()
    }
    await all
    expect(recording.overlap()).toBe(1)
    await scheduler.stop()
  })
})
