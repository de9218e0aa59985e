/**
 * The audit log's date filter (issue 34): the days picked in the browser's
 * calendar, as the API's instants — from the start of the first day
 * (included) to the start of the day after the last (excluded), in the
 * browser's time zone, the one its dates are shown in.
 */
export interface AuditRange {
  readonly since: string | null
  readonly until: string | null
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Midnight starting `day` (YYYY-MM-DD) in the browser's zone, `addDays` later. */
function startOf(day: string, addDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + addDays)
}

/** The range of two date fields ('' for none), or 'order' when the last day is before the first. */
export function auditRange(from: string, to: string): AuditRange | 'order' {
  const since = DAY.test(from) ? startOf(from) : null
  const until = DAY.test(to) ? startOf(to, 1) : null
  if (since !== null && until !== null && until.getTime() <= since.getTime()) return 'order'
  return { since: since?.toISOString() ?? null, until: until?.toISOString() ?? null }
}
