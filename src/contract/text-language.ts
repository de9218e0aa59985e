import type { Locale } from './locale'

/**
 * The language of a short text someone wrote (a question, an answer, a
 * headline), so the page can mark it with `lang` and screen readers
 * pronounce it right (issue 21, decision 115). A stop-word count: cheap,
 * server-side, good enough to tell English from French in a sentence or two.
 * Short or mixed texts say nothing (null): the caller falls back to what it
 * knows (the writer's interface language) or lets the page's language stand.
 */

// Frequent words of one language that are not words of the other ("a", "on", "me", "son" are left out).
const ENGLISH = new Set(
  'the and is are was were be been of to in it that this with for you your my i we they he she what how when where why which who do does did have has can could would should will not from about at there their our if or an any some much many very just more than also so as by'.split(
    ' ',
  ),
)
const FRENCH = new Set(
  'le la les et est sont était être de des du un une dans que qui quoi pour avec vous votre vos mon ma mes nous ils elle elles je tu il ce cette ces pas ne plus très aussi mais ou où comment quand pourquoi quel quelle sur au aux par fait faire peut avez ai suis bien tout tous'.split(
    ' ',
  ),
)
// Letters English does not use; each counts as a French word.
const FRENCH_LETTERS = /[àâçéèêëîïôûùüÿœæ]/giu

/** Signals needed, and how far ahead the winner must be, before saying anything. */
const MIN_SIGNALS = 2
const MIN_LEAD = 2

export function detectTextLanguage(text: string): Locale | null {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? []
  let english = 0
  let french = (text.match(FRENCH_LETTERS) ?? []).length
  for (const raw of words) {
    // "l'école", "qu'il", "don't": the part before the apostrophe decides.
    const word = raw.split("'")[0] ?? raw
    if (ENGLISH.has(word)) english++
    if (FRENCH.has(word) || /^(l|d|qu|j|n|c|s|m|t)$/.test(word)) french++
  }
  if (english >= MIN_SIGNALS && english >= french * MIN_LEAD) return 'en'
  if (french >= MIN_SIGNALS && french >= english * MIN_LEAD) return 'fr'
  return null
}
