/**
 * The form rules of the seed (docs/spec.md §5), shared by the browser forms and the
 * API: required, email, min, max, regex, numeric. Framework-free and
 * dependency-free so both sides import the very same code.
 *
 * Semantics (exact):
 * - `required` fails on null/undefined, an empty array, `false`, or text that
 *   is blank after trimming.
 * - Every other rule lets an empty value pass (see `isEmptyValue`).
 * - `min`/`max` compare a CHARACTER count: user-perceived characters
 *   (grapheme clusters, so "👍🏽" or "🇫🇷" is one character) of the trimmed text;
 *   for arrays, the number of items.
 * - `validateValue` stops at the first failing rule.
 * A failure is data (`{ rule, params }`); turning it into words is the job of
 * the message catalogue (`../messages.ts`: its keys for the front end's
 * i18next, plain en/fr for the server).
 */

export type RuleName = 'required' | 'email' | 'min' | 'max' | 'regex' | 'numeric' | 'phone' | 'custom'

export type RuleParams = Readonly<Record<string, string | number>>

export interface RuleError {
  readonly rule: RuleName
  readonly params: RuleParams
  /** Set by domain rules that carry their own message key (e.g. `validation.phone`). */
  readonly messageKey?: string
  /** Set by domain rules that carry their own error code (e.g. `TIME_ZONE`). */
  readonly code?: string
}

export interface Rule {
  readonly name: RuleName
  readonly params: RuleParams
  readonly messageKey?: string
  readonly code?: string
  /** True when the (non-empty, for all but `required`) value satisfies the rule. */
  readonly test: (value: unknown) => boolean
}

/** WHATWG's `input[type=email]` pattern, plus a dot in the domain (a TLD). */
export const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/
/** RFC 5321's path limit: longer addresses cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254
/** Unsigned digits only (codes, counts); no sign, no decimals, no spaces. */
export const NUMERIC_PATTERN = /^[0-9]+$/

/** True for the values every rule but `required` lets through. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

const segmenter: Intl.Segmenter | null = typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null

/**
 * User-perceived characters of a text (what a counter under a text area shows).
 * Falls back to code points where Intl.Segmenter is missing.
 */
export function countCharacters(text: string): number {
  if (segmenter === null) return [...text].length
  let count = 0
  for (const _segment of segmenter.segment(text)) count++
  return count
}

/** The measure min/max compare: characters of the trimmed text, or items of an array. */
export function measureLength(value: unknown): number {
  if (Array.isArray(value)) return value.length
  if (typeof value === 'string') return countCharacters(value.trim())
  if (typeof value === 'number' || typeof value === 'bigint') return countCharacters(String(value))
  return 0
}

const asText = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : null)

export const required = (): Rule => ({
  name: 'required',
  params: {},
  test: (value) => value !== false && !isEmptyValue(value),
})

export const email = (): Rule => ({
  name: 'email',
  params: {},
  test: (value) => {
    const text = asText(value)
    return text !== null && text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text)
  },
})

export const min = (length: number): Rule => ({
  name: 'min',
  params: { min: length },
  test: (value) => measureLength(value) >= length,
})

export const max = (length: number): Rule => ({
  name: 'max',
  params: { max: length },
  test: (value) => measureLength(value) <= length,
})

export const regex = (pattern: RegExp): Rule => {
  // A global/sticky regex keeps lastIndex between calls; test a stateless copy.
  const safe = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''))
  return {
    name: 'regex',
    params: { pattern: pattern.source },
    test: (value) => {
      const text = asText(value)
      return text !== null && safe.test(text)
    },
  }
}

export const numeric = (): Rule => ({
  name: 'numeric',
  params: {},
  test: (value) => {
    const text = asText(value)
    return text !== null && NUMERIC_PATTERN.test(text)
  },
})

/** A domain rule with its own name, error code and message key (e.g. phone, time zone). */
export const custom = (options: { name?: RuleName; code: string; messageKey: string; test: (value: unknown) => boolean; params?: RuleParams }): Rule => ({
  name: options.name ?? 'custom',
  params: options.params ?? {},
  code: options.code,
  messageKey: options.messageKey,
  test: options.test,
})

/**
 * Runs the rules in order and returns the first failure, or null.
 * Empty values skip every rule but `required`.
 */
export function validateValue(value: unknown, rules: readonly Rule[]): RuleError | null {
  const empty = isEmptyValue(value)
  for (const rule of rules) {
    if (rule.name !== 'required' && empty) continue
    if (!rule.test(value)) {
      const error: { -readonly [K in keyof RuleError]: RuleError[K] } = { rule: rule.name, params: rule.params }
      if (rule.messageKey !== undefined) error.messageKey = rule.messageKey
      if (rule.code !== undefined) error.code = rule.code
      return error
    }
  }
  return null
}
