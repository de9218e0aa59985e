/**
 * Phone numbers written in words, alone or mixed with digits, in English and
 * French: "zero seven seven double one two three four five six",
 * "oh six, twelve, thirty-four…", "zéro six douze trente-quatre cinquante-six
 * soixante-dix-huit", "06 douze 34 56 78". The words of one number are read
 * into its digits (French numbers said in pairs: "quatre-vingt-dix-sept" is
 * 97); a run of them that makes a valid phone number is one. Ordinary numbers
 * in words stay far shorter than the nine digits a phone number needs
 * ("twenty thousand students", "deux ou trois fois").
 */
import type { CountryCode } from 'libphonenumber-js'
import { isValidSomewhere } from './contact-phone'
import type { FoldedSpan } from './word-patterns'

const UNITS: Readonly<Record<string, number>> = {
  zero: 0,
  oh: 0,
  o: 0,
  nought: 0,
  nil: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
}
const TEENS: Readonly<Record<string, number>> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
}
const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
}
const REPEAT: Readonly<Record<string, number>> = { double: 2, triple: 3, treble: 3 }

/** A word or a group of digits, with where it is in the folded text. */
interface Token {
  readonly text: string
  readonly start: number
  readonly end: number
}
/** What may stand between two parts of one number: spaces, line breaks, a little punctuation. */
const GAP = /^[\s,.;:/()_*·'"+-]{0,6}$/
const TOKENS = /\d+|[a-z]+/g
/** Fewer digits than this is no phone number anywhere (a French one has 10, a British mobile 11). */
const MIN_DIGITS = 9
const MAX_DIGITS = 15

const isUnit = (word: string | undefined): word is string => word !== undefined && word in UNITS
const unitOf = (word: string): number => UNITS[word] ?? 0

/**
 * Reads one number starting at token `i`: its digits and the next token.
 * French "soixante-dix-huit" is "soixante", "dix", "huit" once split: 78.
 */
function readNumber(words: readonly string[], i: number): { digits: string; next: number; spoken: boolean } | null {
  const word = words[i] ?? ''
  const next = words[i + 1]
  if (/^\d+$/.test(word)) return { digits: word, next: i + 1, spoken: false }
  const times = REPEAT[word]
  if (times !== undefined) {
    const repeated = next !== undefined && /^\d$/.test(next) ? next : isUnit(next) ? String(unitOf(next)) : null
    return repeated === null ? null : { digits: repeated.repeat(times), next: i + 2, spoken: true }
  }
  if (word === 'quatre' && (next === 'vingt' || next === 'vingts')) return withinTens(80, words, i + 2)
  const tens = TENS[word]
  if (tens !== undefined) return withinTens(tens, words, i + 1)
  const teen = TEENS[word]
  if (teen !== undefined) {
    // "dix-sept", "dix-huit", "dix-neuf"
    if (teen === 10 && (next === 'sept' || next === 'huit' || next === 'neuf')) return { digits: String(10 + unitOf(next)), next: i + 2, spoken: true }
    return { digits: String(teen), next: i + 1, spoken: true }
  }
  if (isUnit(word)) return { digits: String(unitOf(word)), next: i + 1, spoken: true }
  return null
}

/** After a tens word: "-deux", "et un", "-douze" (soixante-douze, quatre-vingt-douze), or nothing. */
function withinTens(tens: number, words: readonly string[], i: number): { digits: string; next: number; spoken: boolean } {
  const word = words[i]
  const after = words[i + 1]
  if (word === 'et' && (after === 'un' || after === 'une' || after === 'onze')) return { digits: String(tens + (after === 'onze' ? 11 : 1)), next: i + 2, spoken: true }
  if ((tens === 60 || tens === 80) && word !== undefined && TEENS[word] !== undefined) {
    const teen = word === 'dix' && (after === 'sept' || after === 'huit' || after === 'neuf') ? 10 + unitOf(after) : (TEENS[word] ?? 0)
    return { digits: String(tens + teen), next: i + (teen > 16 ? 2 : 1), spoken: true }
  }
  if (isUnit(word) && unitOf(word) > 0) return { digits: String(tens + unitOf(word)), next: i + 1, spoken: true }
  return { digits: String(tens), next: i, spoken: true }
}

function tokensOf(text: string): Token[] {
  return [...text.matchAll(TOKENS)].map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }))
}

export function spokenPhoneSpans(text: string, countries: readonly CountryCode[]): FoldedSpan[] {
  const tokens = tokensOf(text)
  const words = tokens.map((token) => token.text)
  const spans: FoldedSpan[] = []
  let i = 0
  while (i < tokens.length) {
    let digits = ''
    let spoken = false
    let at = i
    let last = i
    // One run: numbers one after the other, nothing but a gap between them.
    for (;;) {
      const number = readNumber(words, at)
      if (number === null) break
      digits += number.digits
      spoken ||= number.spoken
      last = number.next - 1
      at = number.next
      const gap = at < tokens.length ? text.slice(tokens[at - 1]?.end ?? 0, tokens[at]?.start ?? 0) : ''
      if (at >= tokens.length || !GAP.test(gap) || digits.length > MAX_DIGITS) break
    }
    if (spoken && digits.length >= MIN_DIGITS && digits.length <= MAX_DIGITS && isValidSomewhere(digits, countries)) {
      spans.push({ start: tokens[i]?.start ?? 0, end: tokens[last]?.end ?? 0 })
      i = last + 1
    } else i += 1
  }
  return spans
}
