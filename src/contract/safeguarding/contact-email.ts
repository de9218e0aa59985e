/**
 * E-mail addresses in folded text, written plainly or disguised:
 * "jean@gmail.com", "jean at gmail dot com", "jean (at) gmail . com",
 * "jean arobase gmail point com", "jean [at] gmail", "jean at hotmail".
 * A spelled-out or spaced separator is also how people write sentences
 * ("I study at Nice. Then…"), so such an address must end in a common
 * top-level domain or name a known mail provider.
 */
import type { FoldedSpan } from './word-patterns'

const LOCAL_PART = '[a-z0-9](?:[a-z0-9._%+-]*[a-z0-9])?'
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?'
const SPELLED_DOT = String.raw`\s*[([{<]\s*(?:dot|point)\s*[)\]}>]\s*|\s+(?:dot|point)\s+`
const LOCAL = `${LOCAL_PART}(?:(?:${SPELLED_DOT})${LOCAL_PART})*`
const AT = String.raw`\s*@\s*|\s*[([{<]\s*(?:at|@|arobase|arrobase)\s*[)\]}>]\s*|\s+(?:at|arobase|arrobase)\s+`
const DOT = String.raw`\s*\.\s*|\s*[([{<]\s*(?:dot|point|\.)\s*[)\]}>]\s*|\s+(?:dot|point)\s+`
/** Top-level domains that are not also everyday words ("it", "me", "ca", "de"…). */
const SPELLED_TLDS = 'com|fr|net|org|edu|info|io|uk|eu|ch'
/** Mail providers whose name alone, after an "at", gives an address away. */
const PROVIDERS = 'gmail|googlemail|hotmail|yahoo|outlook|icloud|protonmail|proton|wanadoo|laposte|gmx|aol|yandex'
const BEFORE_ADDRESS = '(?<![a-z0-9._%+-])'
const AFTER = '(?![\\p{L}\\p{N}_-])'

const PLAIN = new RegExp(`${BEFORE_ADDRESS}${LOCAL_PART}@${LABEL}(?:\\.${LABEL})*\\.[a-z]{2,24}${AFTER}`, 'gu')
const DISGUISED = new RegExp(`${BEFORE_ADDRESS}${LOCAL}(?:${AT})(?:${LABEL}(?:${DOT}))+(?:${SPELLED_TLDS})${AFTER}`, 'gu')
const PROVIDER_ONLY = new RegExp(`${BEFORE_ADDRESS}${LOCAL}(?:${AT})(?:${PROVIDERS})${AFTER}`, 'gu')

export function emailSpans(text: string): FoldedSpan[] {
  if (!/@|at|arobase|arrobase/.test(text)) return []
  const spans: FoldedSpan[] = []
  for (const expression of [PLAIN, DISGUISED, PROVIDER_ONLY]) {
    for (const match of text.matchAll(expression)) spans.push({ start: match.index, end: match.index + match[0].length })
  }
  return spans
}
