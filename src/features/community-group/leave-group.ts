/**
 * The leave page's mutations (decision 147): a group e-mail's `gl_` link,
 * sent back only when the visitor presses a button (mail scanners open links).
 */
import { graphql } from '../../graphql/graphql'
import { FieldErrorFragment } from '../../graphql/field-error-fragment'

export const LeaveCommunityMutation = graphql(
  `
    mutation LeaveCommunity($token: String!, $locale: Locale!) {
      leaveCommunity(token: $token, locale: $locale) {
        community {
          id
          name(locale: $locale)
        }
        alreadyLeft
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export const SetCommunityDigestMutation = graphql(
  `
    mutation SetCommunityDigest($token: String!, $enabled: Boolean!, $locale: Locale!) {
      setCommunityDigest(token: $token, enabled: $enabled, locale: $locale) {
        community {
          id
          name(locale: $locale)
        }
        member
        digest
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)
