import i18next, { type i18n as I18n, type ParseKeys, type TOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '../../locales/en.json'
import fr from '../../locales/fr.json'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../runtime/constants'

export const resources = { en: { translation: en }, fr: { translation: fr } } as const

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

// One i18next instance per locale, created once: prerendering renders pages of
// both languages concurrently, so a shared instance switched with
// changeLanguage() would race. Resources are bundled (both files are small).
const instances = new Map<Locale, I18n>()

export function getI18n(locale: Locale): I18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = i18next.createInstance()
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      resources,
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    })
    instances.set(locale, instance)
  }
  return instance
}

export type TranslationKey = ParseKeys

/** Translate outside React (titles, guards, data hooks). */
export function translate(locale: Locale, key: TranslationKey, options: TOptions = {}): string {
  return getI18n(locale).t(key, options)
}
