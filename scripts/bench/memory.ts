import { readFileSync } from 'node:fs'
import { median } from './stats'

/** Resident set size of a process in bytes, from /proc/<pid>/status (Linux). */
export function rssOf(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`)
  return Number(match[1]) * 1024
}

export interface RssSample {
  atMs: number
  bytes: number
}

/** Allowed growth between the first and the last third of a steady run (GC makes RSS breathe). */
export const MAX_RSS_GROWTH = 0.1

/**
 * "Memory does not grow": the median RSS of the last third of the samples is
 * at most MAX_RSS_GROWTH above the median of the first third. Medians of
 * thirds, not first vs last sample, so one GC cycle cannot decide the verdict.
 */
export function rssGrowth(samples: readonly RssSample[]): { first: number; last: number; growth: number; pass: boolean } {
  const third = Math.max(1, Math.floor(samples.length / 3))
  const first = median(samples.slice(0, third).map((s) => s.bytes))
  const last = median(samples.slice(-third).map((s) => s.bytes))
  const growth = (last - first) / first
  return { first, last, growth, pass: samples.length >= 3 && growth <= MAX_RSS_GROWTH }
}
