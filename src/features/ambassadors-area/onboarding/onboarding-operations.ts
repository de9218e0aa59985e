import { graphql, type ResultOf } from '../../../graphql/graphql'
import { AccountFields } from '../area/account-operations'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'

export const AcceptInvitationMutation = graphql(
  `
    mutation AmbassadorAcceptInvitation($token: String!) {
      acceptInvitation(token: $token) {
        email
        status
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export const CompleteProfileMutation = graphql(
  `
    mutation AmbassadorCompleteProfile($input: OnboardingProfileInput!) {
      completeProfile(input: $input) {
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

/** What the onboarding form offers: the organization's fields and interests, the directory's languages. */
export const OnboardingOptionsQuery = graphql(`
  query AmbassadorOnboardingOptions($locale: Locale!) {
    organization {
      fields {
        key
        name(locale: $locale)
      }
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

export type OnboardingOptions = ResultOf<typeof OnboardingOptionsQuery>
