import type { TFunction } from 'i18next'
import { DEFAULT_LOCALE, type Locale } from '../contract/locale'

/**
 * The strings of one language and the `t` that reads them: the part of
 * i18next the product uses (nested keys, `_one`/`_other` plurals by
 * `Intl.PluralRules`, `{{value}}` interpolation without escaping — React
 * escapes —, English as the fallback language, a missing-key report), in a
 * few hundred bytes instead of i18next's 11 KB on every page's first load
 * (decision 121). Behaviour follows i18next's: a missing key returns the key,
 * a variable not passed stays `{{name}}`, one passed as undefined or null
 * becomes empty. i18next stays the source of the key types (`TFunction`
 * checks keys against locales/en.json through src/i18n/i18next.d.ts).
 */
export interface Strings {
  [key: string]: string | Strings
}

export interface Translator {
  readonly language: Locale
  /** Typed by i18next's declarations: keys are checked at compile time. */
  readonly t: TFunction
  exists: (key: string) => boolean
  /** Adds top-level groups; unless silent, components re-render (a late key arrived). */
  addStrings: (locale: Locale, groups: Strings, options?: { silent?: boolean }) => void
  /** For `useSyncExternalStore`: called after a non-silent `addStrings`. */
  subscribe: (listener: () => void) => () => void
  /** Changes with every non-silent `addStrings`. */
  readonly version: number
}

type Values = Record<string, unknown> & { count?: number }

const VARIABLE = /\{\{(.+?)\}\}/g
const pluralRules = new Map<Locale, Intl.PluralRules>()

function pluralOf(locale: Locale, count: number): string {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)))
  return rules.select(count)
}

function lookUp(strings: Strings | undefined, key: string): string | undefined {
  let node: string | Strings | undefined = strings
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}

function valueAt(values: Values, path: string): unknown {
  if (path in values) return values[path]
  let node: unknown = values
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined
  return node
}

/** `{{name}}` → the value, in one pass (an inserted value is never read again). */
export function interpolate(text: string, values: Values): string {
  return text.replace(VARIABLE, (match, rawName: string) => {
    const name = rawName.trim()
    const value = valueAt(values, name)
    if (value === undefined && !Object.prototype.hasOwnProperty.call(values, name)) return match
    if (value == null) return ''
    // Values are strings and numbers (counts, formatted dates); an object would be a bug: shown as JSON, not [object Object].
    if (typeof value === 'string') return value
    return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' ? String(value) : JSON.stringify(value)
  })
}

export function createTranslator(language: Locale, initial: Partial<Record<Locale, Strings>>, onMissingKey: (key: string) => void): Translator {
  const resources: Partial<Record<Locale, Strings>> = { ...initial }
  const listeners = new Set<() => void>()
  let version = 0
  const languages: Locale[] = language === DEFAULT_LOCALE ? [language] : [language, DEFAULT_LOCALE]

  const resolve = (key: string, count: number | undefined): string | undefined => {
    for (const locale of languages) {
      const strings = resources[locale]
      const text = (count === undefined ? undefined : lookUp(strings, `${key}_${pluralOf(locale, count)}`)) ?? lookUp(strings, key)
      if (text !== undefined) return text
    }
    return undefined
  }

  const translate = (key: string, values: Values = {}): string => {
    const text = resolve(key, typeof values.count === 'number' ? values.count : undefined)
    if (text === undefined) {
      onMissingKey(key)
      return key
    }
    return interpolate(text, values)
  }

  return {
    language,
    // One cast, here: i18next's TFunction type carries the key checking; the function is ours.
    t: translate as unknown as TFunction,
    exists: (key) => resolve(key, undefined) !== undefined,
    addStrings(locale, groups, { silent = true } = {}) {
      resources[locale] = { ...resources[locale], ...groups }
      if (silent) return
      version += 1
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    get version() {
      return version
    },
  }
}
