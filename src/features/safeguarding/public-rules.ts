/**
 * The organization's rules as the public forms may know them
 * (`Organization.safeguarding`: category actions, the BLOCK words, the phone
 * countries), turned into the rule set `scanText` takes. Types and constants
 * only: the scanner itself (libphonenumber-js) loads apart, see
 * useSafeguardingScan.ts.
 */
import { graphql, type ResultOf } from '../../graphql/graphql'
import { BUILT_IN_CATEGORIES, type BuiltInCategory, type CategoryAction, type SafeguardingRuleSet } from '../../contract/safeguarding/types'

export const PublicSafeguardingRulesQuery = graphql(`
  query PublicSafeguardingRules {
    organization {
      slug
      safeguarding {
        actions {
          category
          action
        }
        customWords {
          word
          action
        }
        phoneCountries
      }
    }
  }
`)

type PublicRules = ResultOf<typeof PublicSafeguardingRulesQuery>['organization']['safeguarding']

const isBuiltIn = (category: string): category is BuiltInCategory => (BUILT_IN_CATEGORIES as readonly string[]).includes(category)

/** The API's lists as a rule set; a category the API did not list is off (the API is the authority either way). */
export function toRuleSet(rules: PublicRules): SafeguardingRuleSet {
  const actions = Object.fromEntries(BUILT_IN_CATEGORIES.map((category) => [category, 'OFF'])) as Record<BuiltInCategory, CategoryAction>
  for (const { category, action } of rules.actions) if (isBuiltIn(category)) actions[category] = action
  const customWords = rules.customWords.flatMap(({ word, action }) => (action === 'OFF' ? [] : [{ word, action }]))
  return { actions, customWords, phoneCountries: rules.phoneCountries }
}
