import { graphql } from '../../../graphql/graphql'

export const RequestStaffSignInCodeMutation = graphql(`
  mutation RequestStaffSignInCode($email: String!, $locale: Locale!, $idempotencyKey: String!) {
    requestSignInCode(email: $email, locale: $locale, idempotencyKey: $idempotencyKey, audience: STAFF) {
      sent
      expiresAt
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

export const StaffSignInMutation = graphql(`
  mutation StaffSignIn($email: String!, $code: String!) {
    signIn(email: $email, code: $code, audience: STAFF) {
      token
      expiresAt
      staff {
        id
        email
        role
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
`)
