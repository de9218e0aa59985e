/**
 * `scanText`: every part of a text a rule set blocks or flags (decision 080).
 * Detection runs on the folded text (fold.ts); spans are mapped back to the
 * text as typed, so the forms highlight exactly what the person wrote.
 */
import { contactSpans } from './contacts'
import { foldText, originalSpan, type FoldedText } from './fold'
import { abuseSpans, customWordSpans } from './word-lists'
import { SAFEGUARDING_CATEGORIES, type SafeguardingAction, type SafeguardingCategory, type SafeguardingMatch, type SafeguardingRuleSet } from './types'

/** A span found in the folded text, before the rule set's actions apply. */
export interface Detection {
  readonly start: number
  readonly end: number
  readonly category: SafeguardingCategory
  /** Custom words carry their own action. */
  readonly action?: SafeguardingAction
}

function detect(folded: FoldedText, rules: SafeguardingRuleSet): Detection[] {
  const text = folded.text
  return [...abuseSpans(text).map((span) => ({ ...span, category: 'ABUSE' as const })), ...contactSpans(text, rules), ...customWordSpans(text, rules.customWords)]
}

function actionOf(detection: Detection, rules: SafeguardingRuleSet): SafeguardingAction | null {
  if (detection.category === 'CUSTOM') return detection.action ?? null
  const action: unknown = rules.actions[detection.category]
  // A stored rule set from before a category existed has no action for it: nothing to report.
  return action === 'BLOCK' || action === 'FLAG' ? action : null
}

const categoryOrder = (category: SafeguardingCategory): number => SAFEGUARDING_CATEGORIES.indexOf(category)

/** Overlapping matches of one category become one; BLOCK wins over FLAG. */
function mergePerCategory(matches: readonly SafeguardingMatch[]): SafeguardingMatch[] {
  const sorted = [...matches].sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category) || a.start - b.start || a.end - b.end)
  const merged: SafeguardingMatch[] = []
  for (const match of sorted) {
    const last = merged.at(-1)
    if (last !== undefined && last.category === match.category && match.start < last.end) {
      merged[merged.length - 1] = { ...last, end: Math.max(last.end, match.end), action: last.action === 'BLOCK' || match.action === 'BLOCK' ? 'BLOCK' : 'FLAG' }
    } else merged.push(match)
  }
  return merged.sort((a, b) => a.start - b.start || a.end - b.end || categoryOrder(a.category) - categoryOrder(b.category))
}

/** Matches in `text`, offsets into the ORIGINAL string (UTF-16 code units, end exclusive), sorted, overlapping ones merged per category. */
export function scanText(text: string, rules: SafeguardingRuleSet): readonly SafeguardingMatch[] {
  if (text.trim() === '') return []
  const folded = foldText(text)
  const matches: SafeguardingMatch[] = []
  for (const detection of detect(folded, rules)) {
    const action = actionOf(detection, rules)
    if (action === null || detection.end <= detection.start) continue
    matches.push({ ...originalSpan(folded, detection.start, detection.end), category: detection.category, action })
  }
  return mergePerCategory(matches)
}
