/**
 * The Safeguarding tab's draft of a rule set: one action per category, the
 * organization's words as rows, the phone countries as typed ("FR, GB"). The
 * shared checks (`safeguardingRuleSetIssues`) and the API's field errors both
 * name fields by the same paths (`actions.EMAIL`, `customWords.3.word`,
 * `phoneCountries.1`), so each problem lands next to its control.
 */
import { BUILT_IN_CATEGORIES, type BuiltInCategory, type CategoryAction, type SafeguardingAction } from '../../../contract/safeguarding/types'

export interface WordRow {
  /** Stable React key of the row (rows are added and removed). */
  readonly key: string
  readonly word: string
  readonly action: SafeguardingAction
}

export interface RulesDraft {
  readonly actions: Readonly<Record<BuiltInCategory, CategoryAction>>
  readonly words: readonly WordRow[]
  /** Country codes as typed, separated by commas or spaces. */
  readonly countries: string
}

interface RulesData {
  readonly actions: readonly { readonly category: string; readonly action: CategoryAction }[]
  readonly customWords: readonly { readonly word: string; readonly action: CategoryAction }[]
  readonly phoneCountries: readonly string[]
}

let rowCount = 0
export const newRowKey = (): string => `word-${++rowCount}`

const isBuiltIn = (category: string): category is BuiltInCategory => (BUILT_IN_CATEGORIES as readonly string[]).includes(category)

export function draftOf(rules: RulesData): RulesDraft {
  const actions = Object.fromEntries(BUILT_IN_CATEGORIES.map((category) => [category, 'OFF'])) as Record<BuiltInCategory, CategoryAction>
  for (const { category, action } of rules.actions) if (isBuiltIn(category)) actions[category] = action
  const words = rules.customWords.map(({ word, action }) => ({ key: newRowKey(), word, action: action === 'FLAG' ? ('FLAG' as const) : ('BLOCK' as const) }))
  return { actions, words, countries: rules.phoneCountries.join(', ') }
}

/** "fr, gb de" → ['FR', 'GB', 'DE']: the API stores upper-case codes. */
export const countriesOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '')

/** The rule set the draft stands for, as the shared checks and the API take it (words trimmed, as the API stores them). */
export function ruleSetOf(draft: RulesDraft) {
  return {
    actions: draft.actions,
    customWords: draft.words.map(({ word, action }) => ({ word: word.trim(), action })),
    phoneCountries: countriesOf(draft.countries),
  }
}

/** `setSafeguardingRules`' input: actions as a list. */
export function rulesInput(draft: RulesDraft) {
  const set = ruleSetOf(draft)
  return { actions: BUILT_IN_CATEGORIES.map((category) => ({ category, action: draft.actions[category] })), customWords: set.customWords, phoneCountries: set.phoneCountries }
}

/** The API answers a list path for actions (`actions.2.action`): the same problem under the category's path. */
function fieldOfApiPath(path: string): string {
  const match = /^actions\.(\d+)\.\w+$/.exec(path)
  const category = match ? BUILT_IN_CATEGORIES[Number(match[1])] : undefined
  return category === undefined ? path : `actions.${category}`
}

/** A problem in words, at the path the shared checks or the API name. */
export interface RulesProblem {
  readonly field: string
  readonly message: string
}

/**
 * Where each problem shows: `actions.<CATEGORY>`, `words` (the list),
 * `word:<row key>` and `action:<row key>` (a row), `countries` (with the
 * code it is about). Unknown paths go to `form`.
 */
export function placeProblems(draft: RulesDraft, problems: readonly RulesProblem[]): ReadonlyMap<string, readonly string[]> {
  const placed = new Map<string, string[]>()
  const put = (control: string, message: string): void => {
    const list = placed.get(control) ?? []
    if (!list.includes(message)) placed.set(control, [...list, message])
  }
  const codes = countriesOf(draft.countries)
  for (const { field, message } of problems) {
    const path = fieldOfApiPath(field)
    const word = /^customWords\.(\d+)\.(word|action)$/.exec(path)
    const country = /^phoneCountries\.(\d+)$/.exec(path)
    const row = word ? draft.words[Number(word[1])] : undefined
    if (path.startsWith('actions.') && isBuiltIn(path.slice('actions.'.length))) put(path, message)
    else if (word && row) put(`${word[2]}:${row.key}`, message)
    else if (path === 'customWords') put('words', message)
    else if (country) put('countries', `${codes[Number(country[1])] ?? ''}: ${message}`)
    else if (path === 'phoneCountries') put('countries', message)
    else put('form', message)
  }
  return placed
}
