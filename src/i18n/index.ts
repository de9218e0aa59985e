import i18next, { type i18n as I18n, type ParseKeys, type Resource, type TOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '../../locales/en.json'
import fr from '../../locales/fr.json'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contract/locale'
import { browserMessages } from '../contract/messages'
import { embeddedGroup } from './page-strings'

/**
 * Strings: the locale files plus the form messages and field labels of the
 * shared catalogue (src/contract/messages.ts, which the API reads too). On the
 * server (prerender) and in unit tests they are bundled whole. In the browser
 * nothing is bundled: `loadLocaleKeys` fetches the page's top-level keys of
 * the page's language only (see page-keys.ts and
 * scripts/build/locale-chunks-plugin.ts, which serves the catalogue's groups
 * like any other) before each render — the first-load budget; a prerendered
 * page's first render finds its groups in its HTML (page-strings.ts). Vite drops the
 * static imports from the client bundle because this branch is a build-time
 * constant.
 */
const bundled = import.meta.env.SSR || import.meta.env.MODE === 'test'
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

const loaded = new Set<string>()

// Each chunk's import started once and kept: a hover prefetch and the click's
// load share it, and awaiting a settled promise costs a microtask where a
// second import() of the same module waits for a task.
let localeChunks: Promise<typeof import('virtual:locale-chunks')> | undefined
const chunkStrings = new Map<string, Promise<unknown>>()

async function stringsOf(locale: Locale, key: string): Promise<unknown> {
  const id = `${locale}:${key}`
  let strings = chunkStrings.get(id)
  // The first render's groups come with a prerendered page's HTML (page-strings.ts).
  const embedded = strings ? undefined : embeddedGroup(locale, key)
  if (embedded !== undefined) {
    strings = Promise.resolve(embedded)
    chunkStrings.set(id, strings)
  } else if (!strings) {
    localeChunks ??= import('virtual:locale-chunks')
    strings = localeChunks.then(({ loaders }) => {
      const load = loaders[locale]?.[key]
      return load ? load().then((module) => module.default) : undefined
    })
    chunkStrings.set(id, strings)
    // A failed download (offline, a new deploy) is tried again next time.
    strings.catch(() => chunkStrings.delete(id))
  }
  return strings
}

/**
 * Loads top-level keys of one language into its instance (browser only; no-op
 * when bundled). Silent by default: it runs before the next page renders, and
 * an `added` event would first re-render every translated component of the
 * page being left (~16 ms on a client navigation from /).
 */
export async function loadLocaleKeys(locale: Locale, keys: readonly string[], { silent = true } = {}): Promise<void> {
  if (bundled) return
  const instance = getI18n(locale)
  await Promise.all(
    keys
      .filter((key) => !loaded.has(`${locale}:${key}`))
      .map(async (key) => {
        const strings = await stringsOf(locale, key)
        if (strings === undefined || loaded.has(`${locale}:${key}`)) return
        loaded.add(`${locale}:${key}`)
        instance.addResourceBundle(locale, 'translation', { [key]: strings }, true, true, { silent, skipCopy: true })
      }),
  )
}

/**
 * Link prefetch: download the string chunks a page will need without adding
 * them yet (adding re-renders the current page, which reads the same
 * instance); the click's `loadLocaleKeys` then finds them ready.
 */
export async function prefetchLocaleKeys(locale: Locale, keys: readonly string[]): Promise<void> {
  if (bundled) return
  // Best effort: a failure (offline) must not surface as an unhandled chunk
  // error, which the chunk-reload guard would answer with a full reload.
  await Promise.all(keys.filter((key) => !loaded.has(`${locale}:${key}`)).map((key) => stringsOf(locale, key))).catch(() => {})
}

/** A key whose top-level group the page did not list: load it (the text appears a moment later) and say so. */
function onMissingKey(locale: Locale, key: string): void {
  const group = key.split('.')[0] ?? ''
  if (loaded.has(`${locale}:${group}`)) return
  console.error(`Missing translation group '${group}' for key '${key}': add it to src/i18n/page-keys.ts`)
  // Not silent: the components showing the raw key re-render with the text.
  loadLocaleKeys(locale, [group], { silent: false }).catch((error: unknown) => console.warn(`Could not load translation group '${group}'`, error))
}

export type TranslationKey = ParseKeys

/** Translate outside React (titles, guards, data hooks). */
export function translate(locale: Locale, key: TranslationKey, options: TOptions = {}): string {
  return getI18n(locale).t(key, options)
}
