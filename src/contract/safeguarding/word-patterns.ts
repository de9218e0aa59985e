/**
 * Whole-word matching of word lists in folded text (fold.ts): "class" never
 * matches "ass", a phrase matches across any spacing or punctuation, and an
 * apostrophe or hyphen inside a word may be there or not ("don't" = "dont").
 *
 * List entries (the data files in lists/) have a small syntax; an
 * organization's own words are literal:
 * - tokens separated by spaces: `send me a photo`
 * - `a|b`: either word in that place: `photo|pic|picture`
 * - `word?`: that word may be missing: `send me a? photo`
 * - `stem*`: any ending: `fuck*` matches "fucking"
 */

const WORD_CHAR = '[\\p{L}\\p{N}]'
const BEFORE_WORD = `(?<!${WORD_CHAR})`
const AFTER_WORD = `(?!${WORD_CHAR})`
/** Between two words: a space, a line break or punctuation, a few at most. */
const BETWEEN_WORDS = '[^\\p{L}\\p{N}]{1,4}'
/** Inside a word, where the entry has an apostrophe or hyphen: maybe one, maybe none. */
const INSIDE_WORD = '[^\\p{L}\\p{N}]{0,2}'

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')

/** One word of an entry, its apostrophes and hyphens flexible. */
function wordPattern(word: string, withStem: boolean): string {
  const stem = withStem && word.endsWith('*')
  const body = (stem ? word.slice(0, -1) : word)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part !== '')
    .map(escapeRegExp)
    .join(INSIDE_WORD)
  return stem ? `${body}${WORD_CHAR}*` : body
}

/** A list entry (syntax above) as a regular-expression source, without word boundaries. */
export function listEntryPattern(entry: string): string {
  const tokens = entry.trim().split(/\s+/)
  let source = ''
  tokens.forEach((token, index) => {
    const optional = token.endsWith('?') && index < tokens.length - 1
    const alternatives = (optional ? token.slice(0, -1) : token).split('|').map((word) => wordPattern(word, true))
    const group = `(?:${alternatives.join('|')})`
    if (index === tokens.length - 1) source += group
    else source += optional ? `(?:${group}${BETWEEN_WORDS})?` : `${group}${BETWEEN_WORDS}`
  })
  return source
}

/** An organization's word or phrase, literally (folded first), as a regular-expression source. */
export function literalPattern(foldedWord: string): string {
  return foldedWord
    .trim()
    .split(/\s+/)
    .map((word) => wordPattern(word, false))
    .filter((pattern) => pattern !== '')
    .join(BETWEEN_WORDS)
}

/** One expression finding any of the patterns as whole words; null for an empty list. */
export function wholeWordsExpression(patterns: readonly string[]): RegExp | null {
  const usable = patterns.filter((pattern) => pattern !== '')
  if (usable.length === 0) return null
  return new RegExp(`${BEFORE_WORD}(?:${usable.join('|')})${AFTER_WORD}`, 'gu')
}

export interface FoldedSpan {
  readonly start: number
  readonly end: number
}

/** Every match of a global expression in `text`, as spans. */
export function spansOf(expression: RegExp | null, text: string): FoldedSpan[] {
  if (expression === null) return []
  const spans: FoldedSpan[] = []
  for (const match of text.matchAll(expression)) {
    if (match[0] === '') continue
    spans.push({ start: match.index, end: match.index + match[0].length })
  }
  return spans
}
