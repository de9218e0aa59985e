/**
 * What is wrong with a safeguarding rule set as submitted (the console's
 * Safeguarding tab and `setSafeguardingRules` alike). Field names are the
 * GraphQL input paths (`customWords.3.word`, `phoneCountries.0`,
 * `actions.EMAIL`) so a server FieldError points at the exact control.
 */
import { isSupportedCountry } from 'libphonenumber-js'
import { SAFEGUARDING_CUSTOM_WORDS_MAX, SAFEGUARDING_PHONE_COUNTRIES_MAX, SAFEGUARDING_WORD_MAX_CHARS } from '../limits'
import type { MessageKey } from '../messages'
import { countCharacters } from '../validation/rules'
import type { FieldIssue } from '../validation/schemas'
import { foldWord } from './fold'
import { BUILT_IN_CATEGORIES, CATEGORY_ACTIONS, SAFEGUARDING_ACTIONS } from './types'

type IssueCode = 'REQUIRED' | 'MAX' | 'DUPLICATE' | 'COUNTRY' | 'NOT_ALLOWED'

const issue = (field: string, code: IssueCode, messageKey: MessageKey<'validation'>, params: Readonly<Record<string, number>> = {}): FieldIssue => ({
  field,
  code,
  rule: code === 'MAX' ? 'max' : code === 'REQUIRED' ? 'required' : 'custom',
  messageKey,
  params,
})

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value)

/** Two words that fold alike (case, accents, spacing) are the same word: a scan cannot tell them apart. */
export const safeguardingWordKey = (word: string): string => foldWord(word)

function actionIssues(actions: unknown): FieldIssue[] {
  if (!isRecord(actions)) return [issue('actions', 'REQUIRED', 'validation.required')]
  return BUILT_IN_CATEGORIES.filter((category) => !isOneOf(CATEGORY_ACTIONS, actions[category])).map((category) =>
    issue(`actions.${category}`, 'NOT_ALLOWED', 'validation.safeguardingAction'),
  )
}

function customWordIssues(words: unknown): FieldIssue[] {
  if (!Array.isArray(words)) return [issue('customWords', 'REQUIRED', 'validation.required')]
  if (words.length > SAFEGUARDING_CUSTOM_WORDS_MAX) return [issue('customWords', 'MAX', 'validation.safeguardingWordsTooMany', { max: SAFEGUARDING_CUSTOM_WORDS_MAX })]
  const issues: FieldIssue[] = []
  const seen = new Set<string>()
  words.forEach((entry: unknown, index) => {
    const word = isRecord(entry) && typeof entry.word === 'string' ? entry.word : ''
    const key = safeguardingWordKey(word)
    // A word with no letter or digit could never match a whole word.
    if (!/[\p{L}\p{N}]/u.test(key)) issues.push(issue(`customWords.${index}.word`, 'REQUIRED', 'validation.safeguardingWordMissing'))
    else if (countCharacters(word.trim()) > SAFEGUARDING_WORD_MAX_CHARS) {
      issues.push(issue(`customWords.${index}.word`, 'MAX', 'validation.safeguardingWordTooLong', { max: SAFEGUARDING_WORD_MAX_CHARS }))
    } else if (seen.has(key)) issues.push(issue(`customWords.${index}.word`, 'DUPLICATE', 'validation.safeguardingWordDuplicate'))
    seen.add(key)
    if (!isRecord(entry) || !isOneOf(SAFEGUARDING_ACTIONS, entry.action)) issues.push(issue(`customWords.${index}.action`, 'NOT_ALLOWED', 'validation.safeguardingAction'))
  })
  return issues
}

function phoneCountryIssues(countries: unknown): FieldIssue[] {
  if (!Array.isArray(countries)) return [issue('phoneCountries', 'REQUIRED', 'validation.required')]
  if (countries.length > SAFEGUARDING_PHONE_COUNTRIES_MAX)
    return [issue('phoneCountries', 'MAX', 'validation.safeguardingCountriesTooMany', { max: SAFEGUARDING_PHONE_COUNTRIES_MAX })]
  const issues: FieldIssue[] = []
  const seen = new Set<string>()
  countries.forEach((country: unknown, index) => {
    // Upper-case ISO 3166-1 alpha-2 codes only: the API stores what it checked.
    if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country) || !isSupportedCountry(country))
      issues.push(issue(`phoneCountries.${index}`, 'COUNTRY', 'validation.safeguardingCountry'))
    else if (seen.has(country)) issues.push(issue(`phoneCountries.${index}`, 'DUPLICATE', 'validation.safeguardingCountryDuplicate'))
    if (typeof country === 'string') seen.add(country)
  })
  return issues
}

/** The rule set input's problems (custom word empty/too long/too many/duplicate, unknown country, unknown action) as the project's field issues, for form and API alike. */
export function safeguardingRuleSetIssues(input: unknown): FieldIssue[] {
  const rules = isRecord(input) ? input : {}
  return [...actionIssues(rules.actions), ...customWordIssues(rules.customWords), ...phoneCountryIssues(rules.phoneCountries)]
}
