/**
 * The visitor's time zone and how we name it: "Europe/Paris (UTC+1)". The
 * offset is the one in force at `at` (the first slot shown), so a list that
 * crosses a DST change still says which offset its first day uses.
 */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

/** `UTC+1`, `UTC-3:30`, `UTC` for a zone at an instant. */
export function utcOffsetLabel(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value
  // longOffset gives "GMT+01:00", "GMT-03:30" or plain "GMT".
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(part ?? '')
  if (!match) return 'UTC'
  const [, sign, hours, minutes] = match
  if (hours === '00' && minutes === '00') return 'UTC'
  return `UTC${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`
}

const UTC_NAMES = /^(?:Etc\/)?(?:UTC|UCT|GMT|Universal|Zulu)$/

export function timeZoneLabel(timeZone: string, at: Date): string {
  // "UTC (UTC)" would say the same thing twice.
  if (UTC_NAMES.test(timeZone)) return 'UTC'
  return `${timeZone} (${utcOffsetLabel(timeZone, at)})`
}
