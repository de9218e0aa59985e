/**
 * For unit tests of forms with safeguarded fields: the public rules answer a
 * stub client gives (the defaults, plus the organization's BLOCK words).
 */
import type { GraphQLRequest } from '@urql/core'
import { getOperationName } from '@urql/core'
import { BUILT_IN_CATEGORIES, DEFAULT_SAFEGUARDING_RULES } from '../../contract/safeguarding/types'

export const isPublicRulesRequest = (request: GraphQLRequest): boolean => getOperationName(request.query) === 'PublicSafeguardingRules'

export function publicRulesData(customWords: readonly string[] = []) {
  return {
    organization: {
      __typename: 'Organization',
      slug: 'demo',
      safeguarding: {
        __typename: 'PublicSafeguardingRules',
        actions: BUILT_IN_CATEGORIES.map((category) => ({ __typename: 'SafeguardingCategoryAction', category, action: DEFAULT_SAFEGUARDING_RULES.actions[category] })),
        customWords: customWords.map((word) => ({ __typename: 'SafeguardingWord', word, action: 'BLOCK' })),
        phoneCountries: [],
      },
    },
  }
}
