/** Median of a non-empty list (mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/** How many times a noisy figure is measured (≥ 5; BENCH_RUNS raises it). */
export function benchRuns(): number {
  const wanted = Number(process.env.BENCH_RUNS ?? 5)
  return Number.isInteger(wanted) && wanted >= 5 ? wanted : 5
}
