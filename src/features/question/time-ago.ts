/**
 * "3 hours ago" / "il y a 3 heures" for thread answers, with
 * Intl.RelativeTimeFormat: the largest unit that fits, "now" under a minute.
 */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

export function formatTimeAgo(at: string | Date, now: Date, locale: string): string {
  const seconds = Math.round((new Date(at).getTime() - now.getTime()) / 1000)
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  // Clock skew between browser and API can make a fresh answer look a few seconds "in the future".
  return format.format(0, 'second')
}

/** The full date and time, for the `<time>` element's tooltip and screen readers. */
export function formatDateTime(at: string | Date, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(at))
}
