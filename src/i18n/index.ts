import type { ParseKeys, TOptions } from 'i18next'
import en from '../../locales/en.json'
import fr from '../../locales/fr.json'
import { DEFAULT_LOCALE, type Locale } from '../contract/locale'
import { browserMessages } from '../contract/messages'
import { setFallbackTranslator } from './translation-context'
import { createTranslator, type Strings, type Translator } from './translator'

export type { Translator } from './translator'

/**
 * Strings: the locale files plus the form messages and field labels of the
 * shared catalogue (src/contract/messages.ts, which the API reads too). On the
 * server (prerender) and in unit tests they are bundled whole. In the browser
 * nothing is bundled: `loadLocaleKeys` fetches the page's top-level keys of
 * the page's language only (see page-keys.ts and
 * scripts/build/locale-chunks-plugin.ts, which serves the catalogue's groups
 * like any other) before each render — the first-load budget. Vite drops the
 * static imports from the client bundle because this branch is a build-time
 * constant.
 */
const bundled = import.meta.env.SSR || import.meta.env.MODE === 'test'
const bundledResources: Partial<Record<Locale, Strings>> = bundled ? { en: { ...en, ...browserMessages('en') }, fr: { ...fr, ...browserMessages('fr') } } : {}

// One translator per locale, created once: prerendering renders pages of both
// languages concurrently, so a shared one switched between languages would race.
const instances = new Map<Locale, Translator>()
let lastCreated: Translator | undefined

export function getI18n(locale: Locale): Translator {
  let instance = instances.get(locale)
  if (!instance) {
    // Bundled strings are complete: a missing key there is a typo the types already catch.
    instance = createTranslator(locale, bundledResources, bundled ? () => {} : (key) => onMissingKey(locale, key))
    instances.set(locale, instance)
    lastCreated = instance
  }
  return instance
}

// A component rendered outside the page's provider reads the last translator made, as it did with react-i18next.
setFallbackTranslator(() => lastCreated ?? getI18n(DEFAULT_LOCALE))

const loaded = new Set<string>()

// Each chunk's import started once and kept: a hover prefetch and the click's
// load share it, and awaiting a settled promise costs a microtask where a
// second import() of the same module waits for a task.
let localeChunks: Promise<typeof import('virtual:locale-chunks')> | undefined
const chunkStrings = new Map<string, Promise<unknown>>()

async function stringsOf(locale: Locale, key: string): Promise<unknown> {
  const id = `${locale}:${key}`
  let strings = chunkStrings.get(id)
  if (!strings) {
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
 * a non-silent add would first re-render every translated component of the
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
        instance.addStrings(locale, { [key]: strings as Strings }, { silent })
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
