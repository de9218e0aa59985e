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
 *
 * Each entry is tried only where a word of the text starts with one of its
 * possible first words (an index by their first two letters): one expression
 * of every entry tried at every position cost ~150 ms on a 5,000-character
 * answer. Inside the entries, character classes are plain ranges: a Unicode
 * property class (\p{L}) costs V8 ~3 ms to compile, per occurrence.
 */

/** Spaces and punctuation (ASCII, Latin-1, general punctuation): what separates words. */
const SEPARATOR = '[\\s!-/:-@[-`{-~\\u00a0-\\u00bf\\u2000-\\u206f]'
/** Between two words: a space, a line break or punctuation, a few at most. */
const BETWEEN_WORDS = `${SEPARATOR}{1,4}`
/** Inside a word, where the entry has an apostrophe or hyphen: maybe one, maybe none. */
const INSIDE_WORD = `${SEPARATOR}{0,2}`
/** A stem's ending: folded text spells Latin letters without accents. */
const STEM_ENDING = '[a-z0-9]*'
const WORDS = /[\p{L}\p{N}]+/gu
/** The whole-word check at a match's end, the one Unicode class (compiled once). */
const STARTS_WITH_WORD_CHARACTER = /^[\p{L}\p{N}]/u

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')
const segmentsOf = (word: string): string[] => word.split(/[^\p{L}\p{N}]+/u).filter((part) => part !== '')

/**
 * One word of an entry, its apostrophes and hyphens flexible. Symbols ending
 * it stay as written ("c++" is not "c"); symbols starting it are dropped, as
 * matching starts at a letter or digit.
 */
function wordPattern(word: string, withStem: boolean): string {
  const stem = withStem && word.endsWith('*')
  const written = stem ? word.slice(0, -1) : word
  const body = segmentsOf(written).map(escapeRegExp).join(INSIDE_WORD)
  if (body === '') return ''
  const symbols = /[^\p{L}\p{N}]*$/u.exec(written)?.[0] ?? ''
  return stem ? `${body}${STEM_ENDING}` : `${body}${escapeRegExp(symbols)}`
}

/** A pattern to look for, and the words a text's word may start with where it can match. */
export interface WordPattern {
  readonly source: string
  readonly firstWords: readonly string[]
}

/** A list entry (syntax above). */
export function listEntryPattern(entry: string): WordPattern {
  const tokens = entry.trim().split(/\s+/)
  let source = ''
  const firstWords: string[] = []
  let leading = true
  tokens.forEach((token, index) => {
    const optional = token.endsWith('?') && index < tokens.length - 1
    const words = (optional ? token.slice(0, -1) : token).split('|')
    if (leading) firstWords.push(...words)
    leading &&= optional
    const group = `(?:${words.map((word) => wordPattern(word, true)).join('|')})`
    if (index === tokens.length - 1) source += group
    else source += optional ? `(?:${group}${BETWEEN_WORDS})?` : `${group}${BETWEEN_WORDS}`
  })
  return { source, firstWords }
}

/** An organization's word or phrase, literally (folded first). */
export function literalPattern(foldedWord: string): WordPattern {
  const words = foldedWord
    .trim()
    .split(/\s+/)
    .filter((word) => segmentsOf(word).length > 0)
  return { source: words.map((word) => wordPattern(word, false)).join(BETWEEN_WORDS), firstWords: words.slice(0, 1) }
}

/** The index key of a word: its first two letters, or its only one. */
const keyOf = (word: string): string => (segmentsOf(word)[0] ?? '').slice(0, 2)

export interface WordList<Tag> {
  readonly byKey: ReadonlyMap<string, readonly { readonly expression: RegExp; readonly tag: Tag }[]>
}

export function compileWordList<Tag>(patterns: readonly { readonly pattern: WordPattern; readonly tag: Tag }[]): WordList<Tag> {
  const byKey = new Map<string, { expression: RegExp; tag: Tag }[]>()
  for (const { pattern, tag } of patterns) {
    if (pattern.source === '') continue
    // Sticky: tried at a word's start, never searched for.
    const entry = { expression: new RegExp(`(?:${pattern.source})(?![a-z0-9])`, 'uy'), tag }
    for (const key of new Set(pattern.firstWords.map(keyOf))) if (key !== '') byKey.set(key, [...(byKey.get(key) ?? []), entry])
  }
  return { byKey }
}

export interface FoldedSpan {
  readonly start: number
  readonly end: number
}

/** Every whole-word match of the list in `text`, with the tag of the entry that matched. */
export function findWords<Tag>(list: WordList<Tag>, text: string): (FoldedSpan & { readonly tag: Tag })[] {
  const found: (FoldedSpan & { tag: Tag })[] = []
  if (list.byKey.size === 0) return found
  for (const word of text.matchAll(WORDS)) {
    const first = word[0].slice(0, 2)
    const candidates = [...(list.byKey.get(first) ?? []), ...(first.length > 1 ? (list.byKey.get(first.slice(0, 1)) ?? []) : [])]
    for (const { expression, tag } of candidates) {
      expression.lastIndex = word.index
      const match = expression.exec(text)
      const end = word.index + (match?.[0].length ?? 0)
      if (end > word.index && !STARTS_WITH_WORD_CHARACTER.test(text.slice(end, end + 2))) found.push({ start: word.index, end, tag })
    }
  }
  return found
}
