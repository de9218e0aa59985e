/**
 * The safeguarding check of everything people write (issue 18): each text
 * goes through the organization's rules with the shared `scanText`, as the
 * forms do. A BLOCK match refuses the whole request with SAFEGUARDING field
 * errors carrying the spans (offsets into the value as sent, so forms can
 * highlight what was typed); FLAG matches come back for the caller to record
 * in the same transaction as the message (flags.ts).
 */
import type { Locale } from '../../src/contract/locale'
import { messageText } from '../../src/contract/messages'
import { SAFEGUARDING_CATEGORY_MESSAGE_KEYS, SAFEGUARDING_MESSAGE_KEY, scanText } from '../../src/contract/safeguarding'
import type { SafeguardingMatch, SafeguardingRuleSet } from '../../src/contract/safeguarding'
import type { StoredSpan } from '../db/schema'
import type { Deps } from '../core/deps'
import type { RuleCache } from './rule-store'
import { FieldErrorsFailure } from '../core/field-errors'
import type { FieldError } from '../core/field-errors'

export interface TextToScreen {
  /** The input field, as FieldError.field names it (`body`, `bioFr`, `input.message`…). */
  readonly field: string
  /** The value exactly as sent (untrimmed); null or absent is nothing to check. */
  readonly value: string | null | undefined
}

/** A FLAG match to record: the text as stored (trimmed) and the spans into it. */
export interface FlaggedText {
  readonly field: string
  readonly text: string
  readonly spans: readonly StoredSpan[]
}

const spanOf = (m: SafeguardingMatch, shift = 0): StoredSpan => ({ start: m.start - shift, end: m.end - shift, category: m.category })

/** What to change, in the request's language: the one category's advice, or each category's in turn. */
export function safeguardingError(field: string, matches: readonly SafeguardingMatch[], locale: Locale): FieldError {
  const categories = [...new Set(matches.map((m) => m.category))]
  const only = categories.length === 1 ? categories[0] : undefined
  const messageKey = only === undefined ? SAFEGUARDING_MESSAGE_KEY : SAFEGUARDING_CATEGORY_MESSAGE_KEYS[only]
  const advice = categories.map((c) => messageText(locale, SAFEGUARDING_CATEGORY_MESSAGE_KEYS[c]) ?? c)
  const message = only === undefined ? [messageText(locale, SAFEGUARDING_MESSAGE_KEY) ?? '', ...advice].join(' ') : (advice[0] ?? '')
  return { field, code: 'SAFEGUARDING', messageKey, message, limit: null, spans: matches.map((m) => spanOf(m)) }
}

/** Scans with a given rule set: throws on BLOCK, returns the flagged texts. */
export function screenWith(rules: SafeguardingRuleSet, texts: readonly TextToScreen[], locale: Locale): FlaggedText[] {
  const blocked: FieldError[] = []
  const flagged: FlaggedText[] = []
  for (const { field, value } of texts) {
    if (value === null || value === undefined || value.trim() === '') continue
    const matches = scanText(value, rules)
    const blocking = matches.filter((m) => m.action === 'BLOCK')
    if (blocking.length > 0) {
      blocked.push(safeguardingError(field, blocking, locale))
      continue
    }
    if (matches.length === 0) continue
    // Stored texts are trimmed: shift the spans by what the trim took off the front.
    const lead = value.length - value.trimStart().length
    flagged.push({ field, text: value.trim(), spans: matches.map((m) => spanOf(m, lead)) })
  }
  if (blocked.length > 0) throw new FieldErrorsFailure(blocked)
  return flagged
}

/** The organization's rules (cached per server) applied to every text of one request. */
/** What screening reads: the organization, its cached rules, and the language of the refusal. */
export type ScreenDeps = Pick<Deps, 'org' | 'locale'> & { readonly rules: RuleCache }

export async function screenTexts(deps: ScreenDeps, texts: readonly TextToScreen[], locale: Locale = deps.locale): Promise<FlaggedText[]> {
  const { rules } = await deps.rules.get(deps.org.id)
  return screenWith(rules, texts, locale)
}
