import { graphql, type ResultOf } from '../../../graphql/graphql'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'

const SafeguardingRulesFields = graphql(`
  fragment SafeguardingRulesFields on SafeguardingRules @_unmask {
    actions {
      category
      action
    }
    customWords {
      word
      action
    }
    phoneCountries
    updatedAt
    updatedBy
  }
`)

export const SafeguardingRulesQuery = graphql(
  `
    query StaffSafeguardingRules {
      safeguardingRules {
        ...SafeguardingRulesFields
      }
    }
  `,
  [SafeguardingRulesFields],
)

export type SafeguardingRulesData = ResultOf<typeof SafeguardingRulesQuery>['safeguardingRules']

export const SetSafeguardingRulesMutation = graphql(
  `
    mutation StaffSetSafeguardingRules($input: SafeguardingRulesInput!, $idempotencyKey: String!) {
      setSafeguardingRules(input: $input, idempotencyKey: $idempotencyKey) {
        rules {
          ...SafeguardingRulesFields
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [SafeguardingRulesFields, FieldErrorFragment],
)
