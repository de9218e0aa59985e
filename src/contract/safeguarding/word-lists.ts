/**
 * The word-list detections: the default abusive language (lists/) and an
 * organization's own words, compiled once each (the custom words once per
 * rule set the caller keeps).
 */
import { foldWord } from './fold'
import { ABUSE_EN } from './lists/abuse.en'
import { ABUSE_FR } from './lists/abuse.fr'
import { MESSAGING_APPS } from './lists/messaging-apps'
import type { SafeguardingAction, SafeguardingCustomWord } from './types'
import { listEntryPattern, literalPattern, spansOf, wholeWordsExpression, type FoldedSpan } from './word-patterns'

let abuse: RegExp | null | undefined
let messagingApps: RegExp | null | undefined

export function abuseSpans(text: string): FoldedSpan[] {
  abuse ??= wholeWordsExpression([...ABUSE_EN, ...ABUSE_FR].map(listEntryPattern))
  return spansOf(abuse, text)
}

export function messagingAppSpans(text: string): FoldedSpan[] {
  messagingApps ??= wholeWordsExpression(MESSAGING_APPS.map(listEntryPattern))
  return spansOf(messagingApps, text)
}

type CustomExpressions = Readonly<Record<SafeguardingAction, RegExp | null>>
const compiledCustomWords = new WeakMap<readonly SafeguardingCustomWord[], CustomExpressions>()

function customExpressions(words: readonly SafeguardingCustomWord[]): CustomExpressions {
  let compiled = compiledCustomWords.get(words)
  if (compiled === undefined) {
    const patternsFor = (action: SafeguardingAction): string[] => words.filter((word) => word.action === action).map((word) => literalPattern(foldWord(word.word)))
    compiled = { BLOCK: wholeWordsExpression(patternsFor('BLOCK')), FLAG: wholeWordsExpression(patternsFor('FLAG')) }
    compiledCustomWords.set(words, compiled)
  }
  return compiled
}

export function customWordSpans(text: string, words: readonly SafeguardingCustomWord[]): { start: number; end: number; category: 'CUSTOM'; action: SafeguardingAction }[] {
  if (words.length === 0) return []
  const expressions = customExpressions(words)
  return (['BLOCK', 'FLAG'] as const).flatMap((action) => spansOf(expressions[action], text).map((span) => ({ ...span, category: 'CUSTOM' as const, action })))
}
