/**
 * The site's languages, declared once for the browser and the server: English
 * is the default and the fallback (seed §9), French the other.
 */
export const LOCALES = ['en', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** True for the languages the site speaks (route params, headers, stored rows are plain strings). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Cookie set by the language switch; its presence disables the browser-language redirect. */
export const I18N_REDIRECT_COOKIE = 'i18n_redirected'
