/**
 * Wall-clock ↔ UTC conversion for IANA zones with nothing but Intl: the
 * zone's offset at an instant is read from a cached DateTimeFormat.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, f)
  }
  return f
}

export interface LocalDateTime {
  readonly year: number
  readonly month: number
  readonly day: number
  /** Minutes since local midnight. */
  readonly minute: number
}

/** The wall-clock date and time in `timeZone` at the instant `epochMs`. */
export function toLocal(epochMs: number, timeZone: string): LocalDateTime {
  const parts: Record<string, number> = {}
  for (const part of formatter(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, minute: (parts.hour ?? 0) * 60 + (parts.minute ?? 0) }
}

/** Local minus UTC, in minutes, at the instant `epochMs`. */
export function offsetMinutes(epochMs: number, timeZone: string): number {
  const l = toLocal(epochMs, timeZone)
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, 0, l.minute)
  return Math.round((asUtc - Math.floor(epochMs / 60_000) * 60_000) / 60_000)
}

/**
 * The UTC instant of a wall-clock time in `timeZone`, or null when that time
 * does not exist (skipped by a DST jump). An ambiguous time (clocks going
 * back) resolves to its first occurrence.
 */
export function fromLocal(local: LocalDateTime, timeZone: string): number | null {
  const naive = Date.UTC(local.year, local.month - 1, local.day, 0, local.minute)
  // A zone's offset changes at most once around a given day: the offsets a
  // day before and a day after are the only candidates.
  const offsets = new Set([offsetMinutes(naive - 86_400_000, timeZone), offsetMinutes(naive, timeZone), offsetMinutes(naive + 86_400_000, timeZone)])
  const candidates = [...offsets].map((o) => naive - o * 60_000).sort((a, b) => a - b)
  for (const utc of candidates) {
    const back = toLocal(utc, timeZone)
    if (back.year === local.year && back.month === local.month && back.day === local.day && back.minute === local.minute) return utc
  }
  return null
}

/** `YYYY-MM-DD` of a local date. */
export const isoDate = (l: Pick<LocalDateTime, 'year' | 'month' | 'day'>): string =>
  `${String(l.year).padStart(4, '0')}-${String(l.month).padStart(2, '0')}-${String(l.day).padStart(2, '0')}`

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
export const isoWeekday = (l: Pick<LocalDateTime, 'year' | 'month' | 'day'>): number => {
  const day = new Date(Date.UTC(l.year, l.month - 1, l.day)).getUTCDay()
  return day === 0 ? 7 : day
}
