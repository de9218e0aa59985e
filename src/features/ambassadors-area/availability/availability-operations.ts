import { graphql } from '../../../graphql/graphql'
import { AccountFields } from '../area/account-operations'

export const SetAvailabilityMutation = graphql(
  `
    mutation SetAvailability($input: AvailabilityInput!) {
      setAvailability(input: $input) {
        me {
          ...AccountFields
        }
        fieldErrors {
          field
          code
          message
          messageKey
          limit
        }
      }
    }
  `,
  [AccountFields],
)
