import type { Locale } from '../../src/contract/locale'

/** The English or the French of a bilingual value. */
export const pickLocale = <T>(locale: Locale, en: T, fr: T): T => (locale === 'fr' ? fr : en)

/** The language of messages for a request: French when the browser prefers it, else English. */
export function preferredLocale(acceptLanguage: string | null): Locale {
  return acceptLanguage !== null && /^\s*fr\b/i.test(acceptLanguage) ? 'fr' : 'en'
}
