import { graphql, type ResultOf } from '../../../graphql/graphql'
import { AccountFields } from '../area/account-operations'

export const AcceptInvitationMutation = graphql(`
  mutation AmbassadorAcceptInvitation($token: String!) {
    acceptInvitation(token: $token) {
      email
      status
      fieldErrors {
        field
        code
        message
        messageKey
        limit
      }
    }
  }
`)

export const CompleteProfileMutation = graphql(
  `
    mutation AmbassadorCompleteProfile($input: OnboardingProfileInput!) {
      completeProfile(input: $input) {
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
