import { graphql, type ResultOf } from '../../../graphql/graphql'
import { AccountFields } from '../area/account-operations'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'
import { OrganizationChoicesFragment } from '../../match/match-queries'
import { LanguageChoicesFragment } from '../area/language-choices-fragment'

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
export const OnboardingOptionsQuery = graphql(
  `
    query AmbassadorOnboardingOptions($locale: Locale!) {
      organization {
        ...OrganizationChoices
      }
      directoryFacets {
        ...LanguageChoices
      }
    }
  `,
  [OrganizationChoicesFragment, LanguageChoicesFragment],
)

export type OnboardingOptions = ResultOf<typeof OnboardingOptionsQuery>
