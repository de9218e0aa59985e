import { DEFAULT_LOCALE, type Locale } from '../contract/locale'
import { STRINGS_BUNDLED, addStrings, hasStrings } from '.'
import { splitLocale } from '../routing/locale-url'
import { DEFERRED_PAGE_KEYS, keysForPage } from './page-keys'

/**
 * The string chunks (scripts/build/locale-chunks-plugin.ts): what client
 * navigations, link prefetch and lazy parts load. Not on any page's first
 * load — a prerendered page's first render reads its strings from its HTML
 * (index.ts, addEmbeddedStrings) — and loaded with the client runtime right
 * after hydration (src/runtime/start-client-runtime.ts), so a navigation
 * finds it ready.
 */

// Each chunk's import started once and kept: a hover prefetch and the click's
// load share it, and awaiting a settled promise costs a microtask where a
// second import() of the same module waits for a task.
let localeChunks: Promise<typeof import('virtual:locale-chunks')> | undefined
const chunkStrings = new Map<string, Promise<unknown>>()

function stringsOf(locale: Locale, key: string): Promise<unknown> {
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

/** Loads top-level keys of one language into its instance (browser only; no-op when bundled). Silent by default (addStrings). */
export async function loadLocaleKeys(locale: Locale, keys: readonly string[], { silent = true } = {}): Promise<void> {
  if (STRINGS_BUNDLED) return
  await Promise.all(
    keys
      .filter((key) => !hasStrings(locale, key))
      .map(async (key) => {
        const strings = await stringsOf(locale, key)
        if (strings !== undefined) addStrings(locale, key, strings, { silent })
      }),
  )
}

/**
 * Before a client render: the strings a page needs in its language. The 404
 * page hydrates in English and then switches to the URL's language, so it gets both.
 */
export async function loadPageStrings(locale: Locale, pageId: string | null | undefined, is404: boolean): Promise<void> {
  const keys = keysForPage(pageId)
  await Promise.all([loadLocaleKeys(locale, keys), is404 && locale !== DEFAULT_LOCALE ? loadLocaleKeys(DEFAULT_LOCALE, keys) : undefined])
}

/** A lazy part's strings (its page's DEFERRED_PAGE_KEYS), in the language of the page showing it. */
export function loadDeferredStrings(pageId: string): Promise<void> {
  return loadLocaleKeys(splitLocale(window.location.pathname).locale, DEFERRED_PAGE_KEYS[pageId] ?? [])
}

/**
 * Link prefetch: download the string chunks a page will need without adding
 * them yet (adding re-renders the current page, which reads the same
 * instance); the click's `loadLocaleKeys` then finds them ready.
 */
export async function prefetchLocaleKeys(locale: Locale, keys: readonly string[]): Promise<void> {
  if (STRINGS_BUNDLED) return
  // Best effort: a failure (offline) must not surface as an unhandled chunk
  // error, which the chunk-reload guard would answer with a full reload.
  await Promise.all(keys.filter((key) => !hasStrings(locale, key)).map((key) => stringsOf(locale, key))).catch(() => {})
}
