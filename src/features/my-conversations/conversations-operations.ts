/**
 * "My conversations" (issue 33, decision 145): ask for the e-mailed link, read
 * what it opens, end it. The API answers every address alike: a sent request
 * means "check your e-mail", never "we know you".
 */
import type { Client } from '@urql/core'
import { graphql, type ResultOf } from '../../graphql/graphql'
import { FieldErrorFragment } from '../../graphql/field-error-fragment'

export const RequestConversationsLinkMutation = graphql(
  `
    mutation RequestConversationsLink($email: String!, $locale: Locale!, $idempotencyKey: String!) {
      requestConversationsLink(email: $email, locale: $locale, idempotencyKey: $idempotencyKey) {
        sent
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export type RequestConversationsLinkResult = ResultOf<typeof RequestConversationsLinkMutation>['requestConversationsLink']

/** A transport or server failure throws (the form keeps the address and offers Retry); a bad address comes back as a field error. */
export async function requestConversationsLink(client: Client, variables: { email: string; locale: 'en' | 'fr'; idempotencyKey: string }): Promise<RequestConversationsLinkResult> {
  const result = await client.mutation(RequestConversationsLinkMutation, variables, { requestPolicy: 'network-only' }).toPromise()
  if (result.error || !result.data) throw result.error ?? new Error('requestConversationsLink returned no data')
  return result.data.requestConversationsLink
}

export const MyConversationsQuery = graphql(`
  query MyConversations($token: String!) {
    myConversations(token: $token) {
      status
      expiresAt
      threads {
        token
        unread
        lastActivityAt
        thread {
          id
          status
          topic
          language
          ambassador {
            id
            firstName
            lastInitial
            former
          }
        }
      }
      meetings {
        manageToken
        meeting {
          id
          status
          type
          startsAt
          ambassador {
            id
            firstName
            lastInitial
            former
          }
        }
      }
    }
  }
`)

export type MyConversations = NonNullable<ResultOf<typeof MyConversationsQuery>['myConversations']>

export const EndConversationsLinkMutation = graphql(`
  mutation EndConversationsLink($token: String!) {
    endConversationsLink(token: $token) {
      ended
    }
  }
`)
