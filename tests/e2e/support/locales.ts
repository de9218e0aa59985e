import en from '../../../locales/en.json' with { type: 'json' }
import fr from '../../../locales/fr.json' with { type: 'json' }

/** The locale files, so tests assert the real strings in both languages. */
export const messages = { en, fr } as const
export type TestLocale = keyof typeof messages
export const prefixOf = (locale: TestLocale): string => (locale === 'fr' ? '/fr' : '')
/** '/community' in a locale: '/fr/community'; '/' → '/fr'. */
export const localized = (path: string, locale: TestLocale): string =>
  locale === 'en' ? path : path === '/' ? '/fr' : `/fr${path}`
