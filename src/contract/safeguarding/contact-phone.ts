/**
 * Phone numbers in folded text. libphonenumber-js finds the numbers valid in
 * the organization's countries and the common ones, in any of their usual
 * formats ("06 12 34 56 78", "+33 6 12 34 56 78", "020 7946 0958"); two
 * passes of our own add what it leaves: phone-shaped numbers outside assigned
 * ranges ("(555) 123-4567", "+44 7700 900123"), and digits spaced out to
 * slip past a filter ("0 6 1 2 3 4 5 6 7 8", "06-1-2-34-5-6-78").
 * Dates, years, prices and codes have too few digits ("2025-2026",
 * "12/05/2026": 8) or the wrong shape to pass.
 */
import { findPhoneNumbersInText, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'
import type { FoldedSpan } from './word-patterns'

/** Where most of our visitors and ambassadors live; the organization may add more. */
export const COMMON_PHONE_COUNTRIES: readonly CountryCode[] = ['FR', 'GB', 'US', 'CA', 'BE', 'CH', 'DE', 'ES', 'IT', 'NL', 'PT', 'IE', 'MA']
/** A national number written without its international prefix has at least this many digits here (dates have 8). */
const MIN_NATIONAL_DIGITS = 9
const MAX_DIGITS = 15

const NANP_SHAPE = /(?<![\d+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?!\d)/g
const INTERNATIONAL_SHAPE = /(?<![\d+])\+\s?\d(?:[\s().-]{0,2}\d){6,16}(?!\d)/g
/** Digits in groups of one to four, at least four groups: spaced-out digits (collapsed, then checked). */
const SPACED_DIGITS = /(?<![\d+])(?:\+\s?)?\d{1,4}(?:[\s._*·-]{1,3}\d{1,4}){3,}(?!\d)/g

/** A run of digits and the characters numbers are written with: where the library is asked to look. */
const DIGIT_RUN = /[+(]?\d(?:[\d\s()./_*·-]*\d)?/g
/** Longer runs are lists of figures; the library is shown them in overlapping pieces (a number is < 30 characters). */
const PIECE = 60
const PIECE_STEP = 30
/** Beyond this many pieces a text is a table of figures, not a message hiding a number: the rest is left to our own passes. */
const MAX_PIECES = 24

const digitsOf = (text: string): string => text.replace(/\D/g, '')
const groupsOf = (text: string): number => text.split(/\D+/).filter((group) => group !== '').length
const isInternational = (text: string): boolean => /^(?:\+|00)/.test(text.trim())

function plausible(text: string): boolean {
  const digits = digitsOf(text).length
  return digits <= MAX_DIGITS && (digits >= MIN_NATIONAL_DIGITS || (isInternational(text) && digits >= 8))
}

/** The countries to search: the common ones, then the organization's (unknown codes skipped). */
export function phoneCountriesOf(extra: readonly string[]): CountryCode[] {
  const countries = new Set<CountryCode>(COMMON_PHONE_COUNTRIES)
  for (const code of extra) if (isSupportedCountry(code)) countries.add(code)
  return [...countries]
}

/**
 * A valid number of `country` written the way that country writes its numbers
 * at home: with its trunk prefix where it has one ("06…" in France). The
 * library also accepts "2305 2025-2026 14" as a German number without its 0;
 * people do not write numbers that way, but lists of figures look like that.
 */
function writtenAsNational(digits: string, country: CountryCode): boolean {
  const parsed = parsePhoneNumberFromString(digits, country)
  return parsed !== undefined && parsed.isValid() && digitsOf(parsed.formatNational()) === digits
}

/** `digits` (or `+digits`) is a valid number of one of `countries` as written there, or a possible international one. */
export function isValidSomewhere(digits: string, countries: readonly CountryCode[]): boolean {
  if (digits.startsWith('+')) return parsePhoneNumberFromString(digits)?.isPossible() ?? false
  return countries.some((country) => writtenAsNational(digits, country))
}

/**
 * Where the library should look: the runs of digits long enough to be a
 * number, with a character of context each side (it rejects "abc0612345678").
 * Asking it about the whole text costs ~15 ms per country on a long answer.
 */
function pieces(text: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = []
  for (const run of text.matchAll(DIGIT_RUN)) {
    const digits = digitsOf(run[0]).length
    // Digits spaced out one by one are the spaced-digits pass's (the library takes ~10 ms per piece of them).
    if (digits < 8 || groupsOf(run[0]) * 2 > digits) continue
    const start = Math.max(0, run.index - 1)
    const end = Math.min(text.length, run.index + run[0].length + 1)
    for (let from = start; ; from += PIECE_STEP) {
      found.push({ start: from, end: Math.min(end, from + PIECE) })
      if (from + PIECE >= end || found.length >= MAX_PIECES) break
    }
    if (found.length >= MAX_PIECES) break
  }
  return found
}

function libraryFinds(text: string, countries: readonly CountryCode[]): FoldedSpan[] {
  const spans: FoldedSpan[] = []
  for (const piece of pieces(text)) {
    const part = text.slice(piece.start, piece.end)
    for (const country of countries) {
      for (const found of findPhoneNumbersInText(part, country)) {
        const written = part.slice(found.startsAt, found.endsAt)
        if (plausible(written) && (isInternational(written) || writtenAsNational(digitsOf(written), country)))
          spans.push({ start: piece.start + found.startsAt, end: piece.start + found.endsAt })
      }
    }
  }
  return spans
}

export function phoneSpans(text: string, countries: readonly CountryCode[]): FoldedSpan[] {
  if (digitsOf(text).length < 8) return []
  const spans = libraryFinds(text, countries)
  for (const match of text.matchAll(NANP_SHAPE)) spans.push({ start: match.index, end: match.index + match[0].length })
  for (const match of text.matchAll(INTERNATIONAL_SHAPE)) {
    if (plausible(match[0]) && isValidSomewhere(`+${digitsOf(match[0])}`, countries)) spans.push({ start: match.index, end: match.index + match[0].length })
  }
  for (const match of text.matchAll(SPACED_DIGITS)) {
    const digits = digitsOf(match[0])
    // Mostly one- and two-digit groups: spacing meant to hide a number, not a list of figures.
    if (!plausible(match[0]) || groupsOf(match[0]) * 2 < digits.length) continue
    if (isValidSomewhere(isInternational(match[0]) ? `+${digits.replace(/^00/, '')}` : digits, countries)) spans.push({ start: match.index, end: match.index + match[0].length })
  }
  return spans
}
