import type { Client } from '@urql/core'
import type { VariablesOf } from '../../graphql/graphql'
import type { IdempotencyKey } from '../../forms'
import type { Locale } from '../../contract/locale'
import { AskQuestionMutation } from './question-operations'

export type AskQuestionInput = VariablesOf<typeof AskQuestionMutation>['input']
/** The visitor's match answers, used by the API to route a question sent to "any ambassador". */
export type MatchInput = NonNullable<AskQuestionInput['match']>

export interface QuestionValues {
  [name: string]: unknown
  firstName: string
  email: string
  topic: string
  body: string
  consent: boolean
}

export const EMPTY_QUESTION: QuestionValues = { firstName: '', email: '', topic: '', body: '', consent: false }

export interface QuestionTarget {
  readonly ambassadorId?: string
  readonly matchInput?: MatchInput
  /** A group ("ask this group"): the API picks one of its ambassadors. */
  readonly communityId?: string
}

/** The mutation input: trimmed texts, the target, and the key of this exact request. */
export function questionInput(values: QuestionValues, target: QuestionTarget, locale: Locale, key: IdempotencyKey): AskQuestionInput {
  const fields = {
    firstName: values.firstName.trim(),
    email: values.email.trim(),
    topic: values.topic.trim(),
    body: values.body.trim(),
    consent: values.consent,
    ambassadorId: target.ambassadorId ?? null,
    match: target.ambassadorId || target.communityId ? null : (target.matchInput ?? null),
    // Only when set: the other forms' requests (and their idempotency keys) stay as they were.
    ...(target.communityId ? { communityId: target.communityId } : {}),
    locale,
  }
  // Same fields → same key (a retry, or a resend after a reload): the API creates one question.
  return { ...fields, idempotencyKey: key.keyFor(fields) }
}

/**
 * Sends the question. A transport or server failure throws, so the form keeps
 * everything and offers Retry; input problems come back as `fieldErrors`.
 */
export async function askQuestion(client: Client, input: AskQuestionInput) {
  const result = await client.mutation(AskQuestionMutation, { input }, { requestPolicy: 'network-only' }).toPromise()
  if (result.error || !result.data) throw result.error ?? new Error('askQuestion returned no data')
  return result.data.askQuestion
}

export type AskQuestionResult = Awaited<ReturnType<typeof askQuestion>>
export type SentQuestion = {
  readonly thread: NonNullable<AskQuestionResult['thread']>
  /** For the `/question?thread=…&token=…` link (the same link as in the email). */
  readonly threadToken: string | null
  /** Where the answer notification goes (what the visitor typed). */
  readonly email: string
}
