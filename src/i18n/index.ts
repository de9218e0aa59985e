import i18next, { type i18n as I18n, type ParseKeys, type Resource, type TOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '../../locales/en.json'
import fr from '../../locales/fr.json'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contract/locale'
import { browserMessages } from '../contract/messages'
import { importOnce } from '../runtime/import-once'
import { readEmbeddedStrings } from './page-strings'

/**
 * Strings: the locale files plus the form messages and field labels of the
 * shared catalogue (src/contract/messages.ts, which the API reads too). On the
 * server (prerender) and in unit tests they are bundled whole. In the browser
 * nothing is bundled: a prerendered page's first render finds its groups in
 * its HTML (addEmbeddedStrings, page-strings.ts); client navigations and lazy
 * parts load the page's top-level keys of the page's language only
 * (load-strings.ts, loaded after hydration) — the first-load budget. Vite
 * drops the static imports from the client bundle because this branch is a
 * build-time constant.
 */
const bundled = import.meta.env.SSR || import.meta.env.MODE === 'test'
/** True where every string is bundled (server, unit tests): nothing to load. */
export const STRINGS_BUNDLED = bundled
const bundledResources: Resource = bundled ? { en: { translation: { ...en, ...browserMessages('en') } }, fr: { translation: { ...fr, ...browserMessages('fr') } } } : {}

// One i18next instance per locale, created once: prerendering renders pages of
// both languages concurrently, so a shared instance switched with
// changeLanguage() would race.
const instances = new Map<Locale, I18n>()

export function getI18n(locale: Locale): I18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = i18next.createInstance()
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      resources: bundledResources,
      partialBundledLanguages: true,
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      // Re-render when a lazily loaded key arrives; report keys a page forgot to list.
      react: { bindI18nStore: 'added' },
      saveMissing: !bundled,
      missingKeyHandler: (_lngs: readonly string[], _ns: string, key: string) => onMissingKey(locale, key),
    })
    instances.set(locale, instance)
  }
  return instance
}

// Which top-level groups of which language the instances hold (`${locale}:${key}`).
const loaded = new Set<string>()

export const hasStrings = (locale: Locale, key: string): boolean => loaded.has(`${locale}:${key}`)

/**
 * Adds one top-level group to a language's instance, once. Silent by default:
 * strings added before the next page renders must not first re-render every
 * translated component of the page being left (~16 ms on a client navigation from /).
 */
export function addStrings(locale: Locale, key: string, strings: unknown, { silent = true } = {}): void {
  if (bundled || hasStrings(locale, key)) return
  loaded.add(`${locale}:${key}`)
  getI18n(locale).addResourceBundle(locale, 'translation', { [key]: strings }, true, true, { silent, skipCopy: true })
}

/**
 * A prerendered page's first render: adds the groups its HTML brings
 * (page-strings.ts) and returns their language, or null when the page brings
 * none. Synchronous: hydration needs no loader, so the chunk-loading code
 * (load-strings.ts, with the map of every page's groups) stays off the first load.
 */
export function addEmbeddedStrings(): Locale | null {
  const embedded = readEmbeddedStrings()
  if (!embedded) return null
  for (const [key, strings] of Object.entries(embedded.groups)) addStrings(embedded.locale, key, strings)
  return embedded.locale
}

// Client navigations, link prefetch and a missing key's load share one import of the loader.
export const loadStringLoader = importOnce(() => import('./load-strings'))

/** A key whose top-level group the page did not list: load it (the text appears a moment later) and say so. */
function onMissingKey(locale: Locale, key: string): void {
  const group = key.split('.')[0] ?? ''
  if (hasStrings(locale, group)) return
  console.error(`Missing translation group '${group}' for key '${key}': add it to src/i18n/page-keys.ts`)
  // Not silent: the components showing the raw key re-render with the text.
  loadStringLoader()
    .then(({ loadLocaleKeys }) => loadLocaleKeys(locale, [group], { silent: false }))
    .catch((error: unknown) => console.warn(`Could not load translation group '${group}'`, error))
}

export type TranslationKey = ParseKeys

/** Translate outside React (titles, guards, data hooks). */
export function translate(locale: Locale, key: TranslationKey, options: TOptions = {}): string {
  return getI18n(locale).t(key, options)
}
