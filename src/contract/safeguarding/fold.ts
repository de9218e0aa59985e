/**
 * Case- and accent-folding that remembers where each folded character came
 * from, so a match found in the folded text can be highlighted in the text
 * the person typed ("Jérôme" is searched as "jerome", shown as "Jérôme").
 */

export interface FoldedText {
  /** Lower case, no accents or other marks, ligatures spelled out, invisible characters dropped. */
  readonly text: string
  /** `starts[i]`/`ends[i]`: the original code units folded character `i` came from. */
  readonly starts: readonly number[]
  readonly ends: readonly number[]
}

/** Letters NFKD leaves whole but a reader takes for plain ones. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  '’': "'",
  '‘': "'",
  ʼ: "'",
  '`': "'",
  // Cyrillic and Greek letters drawn like Latin ones: "whatsаpp" with a Cyrillic а is read as "whatsapp".
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ɡ: 'g',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
}
const DECIMAL_DIGIT = /^\p{Nd}$/u

/**
 * A decimal digit of any script as its ASCII digit ("٠٦" is "06"). Unicode
 * writes each script's digits 0 to 9 in a row: the digit is how far the
 * character is from the start of its row (rows of one script may follow each other).
 */
function asciiDigit(character: string): string {
  const codePoint = character.codePointAt(0) ?? 0
  let offset = 0
  while (offset < 60 && DECIMAL_DIGIT.test(String.fromCodePoint(codePoint - offset - 1))) offset += 1
  return String(offset % 10)
}
/** Zero-width and soft-hyphen characters: invisible, so a disguise ("what\u200bsapp") and nothing else. */
const INVISIBLE = /^[\u00ad\u200b-\u200f\u2060\ufeff]$/
const MARKS = /\p{M}+/gu

/** One character (a code point) folded: possibly empty, possibly several characters. */
export function foldCharacter(character: string): string {
  const lower = character.toLowerCase()
  const spelled = SPELLED_OUT[lower]
  if (spelled !== undefined) return spelled
  if (INVISIBLE.test(character)) return ''
  if (lower.length === 1 && lower.charCodeAt(0) < 0x80) return lower
  if (DECIMAL_DIGIT.test(character)) return asciiDigit(character)
  return lower.normalize('NFKD').replace(MARKS, '')
}

export function foldText(original: string): FoldedText {
  let text = ''
  const starts: number[] = []
  const ends: number[] = []
  for (let index = 0; index < original.length;) {
    const character = String.fromCodePoint(original.codePointAt(index) ?? 0)
    const end = index + character.length
    const folded = foldCharacter(character)
    // A dropped mark or invisible character belongs to the character before it: a span ending there takes it too.
    if (folded === '' && ends.length > 0) ends[ends.length - 1] = end
    for (let k = 0; k < folded.length; k++) {
      starts.push(index)
      ends.push(end)
    }
    text += folded
    index = end
  }
  return { text, starts, ends }
}

/** A folded span `[start, end)` as the span of the original text it came from. */
export function originalSpan(folded: FoldedText, start: number, end: number): { start: number; end: number } {
  return { start: folded.starts[start] ?? 0, end: folded.ends[end - 1] ?? 0 }
}

/** Folds a word for comparison: the same word whatever its case, accents or spacing. */
export function foldWord(word: string): string {
  return foldText(word.trim()).text.replace(/\s+/g, ' ')
}
