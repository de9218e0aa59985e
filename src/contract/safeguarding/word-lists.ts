/**
 * The word-list detections: the default abusive language and messaging apps
 * (lists/), compiled on first use, and an organization's own words, compiled
 * once per rule set the caller keeps.
 */
import { foldWord } from './fold'
import { ABUSE_EN } from './lists/abuse.en'
import { ABUSE_FR } from './lists/abuse.fr'
import { MESSAGING_APPS } from './lists/messaging-apps'
import type { SafeguardingAction, SafeguardingCustomWord } from './types'
import { compileWordList, findWords, listEntryPattern, literalPattern, type FoldedSpan, type WordList } from './word-patterns'

let abuse: WordList<null> | undefined
let messagingApps: WordList<null> | undefined

const listOf = (entries: readonly string[]): WordList<null> => compileWordList(entries.map((entry) => ({ pattern: listEntryPattern(entry), tag: null })))

export function abuseSpans(text: string): FoldedSpan[] {
  abuse ??= listOf([...ABUSE_EN, ...ABUSE_FR])
  return findWords(abuse, text)
}

export function messagingAppSpans(text: string): FoldedSpan[] {
  messagingApps ??= listOf(MESSAGING_APPS)
  return findWords(messagingApps, text)
}

const compiledCustomWords = new WeakMap<readonly SafeguardingCustomWord[], WordList<SafeguardingAction>>()

export function customWordSpans(text: string, words: readonly SafeguardingCustomWord[]): { start: number; end: number; category: 'CUSTOM'; action: SafeguardingAction }[] {
  if (words.length === 0) return []
  let list = compiledCustomWords.get(words)
  if (list === undefined) {
    list = compileWordList(words.map(({ word, action }) => ({ pattern: literalPattern(foldWord(word)), tag: action })))
    compiledCustomWords.set(words, list)
  }
  return findWords(list, text).map(({ start, end, tag }) => ({ start, end, category: 'CUSTOM' as const, action: tag }))
}
