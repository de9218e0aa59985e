import { graphql } from '../../../graphql/graphql'
import { AccountFields } from '../area/account-operations'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'

export const SetAvailabilityMutation = graphql(
  `
    mutation SetAvailability($input: AvailabilityInput!) {
      setAvailability(input: $input) {
        me {
          ...AccountFields
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [AccountFields, FieldErrorFragment],
)
