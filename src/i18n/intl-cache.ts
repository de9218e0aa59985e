/**
 * Intl formatters, created once per locale and options. Building one costs
 * ICU work each time; a directory page formats hundreds of values per render
 * (client navigation to /community spent tens of ms constructing them).
 */
const cache = new Map<string, unknown>()

function memo<T>(key: string, create: () => T): T {
  let value = cache.get(key) as T | undefined
  if (value === undefined) {
    value = create()
    cache.set(key, value)
  }
  return value
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  memo(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options))

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  memo(`names|${locale}|${JSON.stringify(options)}`, () => new Intl.DisplayNames([locale], options))

export const listFormat = (locale: string, options: Intl.ListFormatOptions): Intl.ListFormat =>
  memo(`list|${locale}|${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options))

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  memo(`relative|${locale}|${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(locale, options))

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  memo(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))

export const collator = (locale: string): Intl.Collator => memo(`collator|${locale}`, () => new Intl.Collator(locale))
