import { graphql } from '../../../graphql/graphql'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'

// One pair of documents for both areas: `$audience` says whose code it is
// (AMBASSADOR: the ambassadors area, STAFF: the staff console).

export const RequestSignInCodeMutation = graphql(
  `
    mutation RequestSignInCode($email: String!, $locale: Locale!, $idempotencyKey: String!, $audience: SignInAudience!) {
      requestSignInCode(email: $email, locale: $locale, idempotencyKey: $idempotencyKey, audience: $audience) {
        sent
        expiresAt
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export const SignInMutation = graphql(
  `
    mutation SignIn($email: String!, $code: String!, $audience: SignInAudience!) {
      signIn(email: $email, code: $code, audience: $audience) {
        token
        expiresAt
        # Null for an ambassador. For a staff member, StaffMember in the answer also makes urql's document cache drop console results read before the session expired.
        staff {
          id
          email
          role
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)
