/**
 * Phone numbers for PhoneInput: a country (ISO 3166-1 alpha-2) plus the
 * number as the visitor dials it locally, stored as E.164 (`+33612345678`)
 * through `normalizePhone` of src/contract/validation/phone-rule.ts, which the
 * API uses too.
 */
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js'
import type { CountryCode, PhoneNumber } from 'libphonenumber-js'
import { normalizePhone } from '../contract/validation/phone-rule'

export type { CountryCode }

export interface CountryOption {
  readonly code: CountryCode
  /** Country name in the page's language (Intl.DisplayNames). */
  readonly name: string
  /** Calling code without "+", e.g. "33". */
  readonly dialCode: string
}

// Built on first use, not at import: a top-level call is a side effect that
// would keep libphonenumber in every bundle importing the forms barrel.
let countries: ReadonlySet<string> | null = null

export function isCountryCode(value: unknown): value is CountryCode {
  countries ??= new Set<string>(getCountries())
  return typeof value === 'string' && countries.has(value)
}

const optionsCache = new Map<string, readonly CountryOption[]>()

/** Every country libphonenumber knows, named and sorted in `locale`. */
export function countryOptions(locale: string): readonly CountryOption[] {
  const cached = optionsCache.get(locale)
  if (cached) return cached
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
  } catch {
    names = null
  }
  const collator = new Intl.Collator(locale)
  const options = getCountries()
    .map((code) => {
      let name: string = code
      try {
        name = names?.of(code) ?? code
      } catch {
        name = code
      }
      return { code, name, dialCode: getCountryCallingCode(code) }
    })
    .sort((a, b) => collator.compare(a.name, b.name))
  optionsCache.set(locale, options)
  return options
}

const digits = (text: string): string => text.replace(/\D/g, '')

/**
 * The value to store for what the visitor entered: E.164 when it is a valid
 * number, otherwise an international-looking string the `phone` rule rejects
 * (so the visitor gets the phone message), or '' when nothing was typed (the
 * `required` message). A number typed with its own `+code`/`00code` wins over
 * the selected country.
 */
export function composePhone(country: CountryCode, national: string): string {
  const text = national.trim()
  if (text === '') return ''
  const international = text.startsWith('+') ? text : text.startsWith('00') ? `+${text.slice(2)}` : null
  if (international !== null) return normalizePhone(international) ?? `+${digits(international)}`
  const parsed = parsePhoneNumberFromString(text, country)
  if (parsed) return normalizePhone(parsed.number) ?? parsed.number
  return `+${getCountryCallingCode(country)}${digits(text)}`
}

/** The country and national part of a stored value (draft, profile), for the two controls. */
export function splitPhone(value: string, fallback: CountryCode): { country: CountryCode; national: string } {
  const text = value.trim()
  if (text === '') return { country: fallback, national: '' }
  const parsed = text.startsWith('+') ? parsePhoneNumberFromString(text) : undefined
  if (!parsed) return { country: fallback, national: text }
  return { country: countryOf(parsed, fallback), national: parsed.isValid() ? parsed.formatNational() : parsed.nationalNumber }
}

/** The number's country; for an invalid one, the fallback when it shares the calling code, else the first possible. */
function countryOf(parsed: PhoneNumber, fallback: CountryCode): CountryCode {
  if (parsed.country) return parsed.country
  if (getCountryCallingCode(fallback) === parsed.countryCallingCode) return fallback
  return parsed.getPossibleCountries()[0] ?? fallback
}

/** The country a typed `+code…` number belongs to, if it tells. */
export function countryOfInternational(text: string): CountryCode | undefined {
  const trimmed = text.trim()
  if (!trimmed.startsWith('+') && !trimmed.startsWith('00')) return undefined
  const parsed = parsePhoneNumberFromString(trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed)
  return parsed?.country ?? parsed?.getPossibleCountries()[0]
}

/** `+33612345678` → `+33 6 12 34 56 78`; null unless valid. */
export function formatInternational(value: string): string | null {
  const normalized = normalizePhone(value)
  if (normalized === null) return null
  return parsePhoneNumberFromString(normalized)?.formatInternational() ?? normalized
}
