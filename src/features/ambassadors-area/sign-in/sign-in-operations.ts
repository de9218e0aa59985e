import { graphql } from '../../../graphql/graphql'

export const RequestSignInCodeMutation = graphql(`
  mutation RequestSignInCode($email: String!, $locale: Locale!, $idempotencyKey: String!) {
    requestSignInCode(email: $email, locale: $locale, idempotencyKey: $idempotencyKey) {
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

export const SignInMutation = graphql(`
  mutation AmbassadorSignIn($email: String!, $code: String!) {
    signIn(email: $email, code: $code) {
      token
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
