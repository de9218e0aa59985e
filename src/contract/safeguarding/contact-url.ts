/**
 * Links in folded text: "https://…", "www.…", a bare domain ("bit.ly/abc",
 * "monsite.fr") and a spelled-out one ("jean dot fr"). A bare domain needs a
 * top-level domain from a short list: "e.g." or "2.14" are no links, and
 * endings that are also words ("there.it", "salut.ma") count only with a path.
 */
import type { FoldedSpan } from './word-patterns'

const NOT_IN_URL = `\\s<>"'\`«»`
const TAIL = `(?:[/?#][^${NOT_IN_URL}]*)?`
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?'
const STRONG_TLDS = 'com|net|org|edu|gov|info|io|fr|uk|ly|eu|ch|nl|app|dev|xyz|gl|tv|gg|ai|biz|online|site|link|page|shop|store|blog|club'
const WEAK_TLDS = 'me|be|ca|co|de|es|it|to|us|ma|li|cc|la|so|im|sh|re|ee'
const BEFORE_HOST = '(?<![\\p{L}\\p{N}.@_%+-])'
const AFTER_HOST = '(?![\\p{L}\\p{N}_-])'

const WITH_SCHEME = new RegExp(`(?<![\\p{L}\\p{N}])https?:\\/\\/[^${NOT_IN_URL}]+`, 'gu')
const WWW = new RegExp(`${BEFORE_HOST}www\\d{0,3}\\.${LABEL}(?:\\.${LABEL})*${TAIL}`, 'gu')
const BARE = new RegExp(`${BEFORE_HOST}(?:${LABEL}\\.)+(?:${STRONG_TLDS})${AFTER_HOST}${TAIL}`, 'gu')
const BARE_WITH_PATH = new RegExp(`${BEFORE_HOST}(?:${LABEL}\\.)+(?:${WEAK_TLDS})\\/[^${NOT_IN_URL}]+`, 'gu')
const SPELLED = new RegExp(
  `(?<![\\p{L}\\p{N}])${LABEL}(?:\\s*[([{]\\s*(?:dot|point)\\s*[)\\]}]\\s*|\\s+(?:dot|point)\\s+)(?:com|fr|net|org|io|edu|eu|info|uk|ly)(?![\\p{L}\\p{N}])`,
  'gu',
)
/** The link hosts people move a chat to, written with spaces to slip past a filter: "wa . me / 336…", "t. me/jean". */
const SPACED_HOST = /(?<![\p{L}\p{N}])(?:wa|t|bit|tinyurl|linktr|discord|snapchat|instagram|tiktok)\s*\.\s*(?:me|ly|com|ee|gg)\s*\/\s*[^\s<>"'`«»]+/gu
/** Sentence punctuation right after a link is not part of it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»]+$/

export function urlSpans(text: string): FoldedSpan[] {
  if (!/[./]|dot|point/.test(text)) return []
  const spans: FoldedSpan[] = []
  for (const expression of [WITH_SCHEME, WWW, BARE, BARE_WITH_PATH, SPELLED, SPACED_HOST]) {
    for (const match of text.matchAll(expression)) {
      const link = match[0].replace(TRAILING_PUNCTUATION, '')
      if (link !== '') spans.push({ start: match.index, end: match.index + link.length })
    }
  }
  return spans
}
