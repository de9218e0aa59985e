import { graphql, type ResultOf } from '../../../graphql/graphql'
import { AccountFields } from '../area/account-operations'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'

export const UpdateProfileMutation = graphql(
  `
    mutation UpdateProfile($input: ProfileInput!) {
      updateProfile(input: $input) {
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

/** The organization's interests (the profile offers these) and the directory's languages. */
export const ProfileOptionsQuery = graphql(`
  query AmbassadorProfileOptions($locale: Locale!) {
    organization {
      interests {
        key
        name(locale: $locale)
      }
    }
    directoryFacets {
      languages {
        code
        name(locale: $locale)
      }
    }
  }
`)

export type ProfileOptions = ResultOf<typeof ProfileOptionsQuery>
