import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { custom, type Rule } from './rules'

/**
 * The phone rule: an international number (E.164 once normalised), checked by
 * libphonenumber-js. Its own module so only the forms with a phone field
 * (the booking form) load the library.
 */
export const phone = (): Rule =>
  custom({
    name: 'phone',
    code: 'PHONE',
    messageKey: 'validation.phone',
    test: (value) => typeof value === 'string' && normalizePhone(value) !== null,
  })

/** `+33 6 12 34 56 78` → `+33612345678`; null when not a valid international number. */
export function normalizePhone(value: string): string | null {
  const text = value.trim()
  if (!text.startsWith('+')) return null
  const parsed = parsePhoneNumberFromString(text)
  return parsed !== undefined && parsed.isValid() ? parsed.number : null
}
