import { graphql, type ResultOf } from '../../../graphql/graphql'
import { AccountFields } from '../area/account-operations'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'
import { LanguageChoicesFragment } from '../area/language-choices-fragment'

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

/** The organization's interests (the profile offers these; it does not change the field of study) and the directory's languages. */
export const ProfileOptionsQuery = graphql(
  `
    query AmbassadorProfileOptions($locale: Locale!) {
      organization {
        interests {
          key
          name(locale: $locale)
        }
      }
      directoryFacets {
        ...LanguageChoices
      }
    }
  `,
  [LanguageChoicesFragment],
)

export type ProfileOptions = ResultOf<typeof ProfileOptionsQuery>

/** Takes back the change waiting for review (issue 32): the account comes back with the public profile only. */
export const WithdrawProfileChangeMutation = graphql(
  `
    mutation WithdrawProfileChange {
      withdrawProfileChange {
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
