import type { Locale } from '../../src/contract/locale'

/** Country and language names in en/fr from the runtime's ICU data (Intl.DisplayNames). */

const cache = new Map<string, Intl.DisplayNames>()

function displayNames(locale: Locale, type: 'region' | 'language'): Intl.DisplayNames {
  const key = `${locale}:${type}`
  let names = cache.get(key)
  if (names === undefined) {
    names = new Intl.DisplayNames([locale], { type, fallback: 'code' })
    cache.set(key, names)
  }
  return names
}

export function countryName(code: string, locale: Locale): string {
  try {
    return displayNames(locale, 'region').of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

export function languageName(code: string, locale: Locale): string {
  try {
    return displayNames(locale, 'language').of(code) ?? code
  } catch {
    return code
  }
}
