/**
 * Joining a community group: the mutation and its input. The idempotency key
 * is bound to the exact payload (retries of the same join reuse it; another
 * email is another action). The API answers members and newcomers alike and
 * e-mails a confirmation link (double opt-in): a success means "check your
 * e-mail", never "you joined".
 */
import type { Client } from '@urql/core'
import type { IdempotencyKey } from '../../forms/idempotency'
import { graphql, type ResultOf, type VariablesOf } from '../../graphql/graphql'
import type { Locale } from '../../contract/locale'
import { FieldErrorFragment } from '../../graphql/field-error-fragment'

export const JoinCommunityMutation = graphql(
  `
    mutation JoinCommunity($input: JoinCommunityInput!) {
      joinCommunity(input: $input) {
        community {
          id
          ambassadorCount
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export type JoinCommunityInput = VariablesOf<typeof JoinCommunityMutation>['input']
export type JoinCommunityResult = ResultOf<typeof JoinCommunityMutation>['joinCommunity']

export interface JoinValues {
  [name: string]: unknown
  email: string
  /** An optional note to the group (checked against the safeguarding rules). */
  note: string
  consent: boolean
  marketingOptIn: boolean
}

export const EMPTY_JOIN: JoinValues = { email: '', note: '', consent: false, marketingOptIn: false }

export function joinInput(communityId: string, values: JoinValues, locale: Locale, key: IdempotencyKey): JoinCommunityInput {
  const note = values.note.trim()
  const fields = { communityId, email: values.email.trim(), note: note === '' ? null : note, consent: values.consent, marketingOptIn: values.marketingOptIn, locale }
  return { ...fields, idempotencyKey: key.keyFor(fields) }
}

/** A transport or server failure throws (the form keeps everything and offers Retry); input problems come back as fieldErrors. */
export async function joinCommunity(client: Client, input: JoinCommunityInput): Promise<JoinCommunityResult> {
  const result = await client.mutation(JoinCommunityMutation, { input }, { requestPolicy: 'network-only' }).toPromise()
  if (result.error || !result.data) throw result.error ?? new Error('joinCommunity returned no data')
  return result.data.joinCommunity
}

/** The e-mailed link's token comes back: membership (and any marketing opt-in) starts now. */
export const ConfirmCommunityJoinMutation = graphql(
  `
    mutation ConfirmCommunityJoin($token: String!, $locale: Locale!) {
      confirmCommunityJoin(token: $token, locale: $locale) {
        community {
          id
          name(locale: $locale)
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)
