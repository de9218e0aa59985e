import en from '../../../locales/en.json' with { type: 'json' }
import fr from '../../../locales/fr.json' with { type: 'json' }
import type { Locale } from '../../../src/contract/locale'
import { browserMessages } from '../../../src/contract/messages'

/**
 * The strings the site shows, so tests assert the real texts in both
 * languages: the locale files plus the form messages and field labels of the
 * shared catalogue (src/contract/messages.ts), as i18next gets them.
 */
export const messages = { en: { ...en, ...browserMessages('en') }, fr: { ...fr, ...browserMessages('fr') } } as const
/** The site's `Locale` (src/contract/locale.ts), under the name the specs know. */
export type TestLocale = Locale
/** '/community' in a locale: '/fr/community'; '/' → '/fr'. */
export const localized = (path: string, locale: TestLocale): string => (locale === 'en' ? path : path === '/' ? '/fr' : `/fr${path}`)
