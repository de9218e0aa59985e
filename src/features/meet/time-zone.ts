import type { Locale } from '../../contract/locale'
import { zoneName } from '../../contract/meeting-times'

/**
 * The visitor's time zone and how we name it: by its human name and city
 * ("Eastern Time — Toronto", "heure de l’Est nord-américain — Toronto"), the
 * same words as in the e-mails (issue 33), never the IANA id.
 */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

/** The zone's name in the page's language, at `at` (the first slot shown). */
export const timeZoneLabel = (timeZone: string, at: Date, locale: Locale): string => zoneName(timeZone, locale, at)
