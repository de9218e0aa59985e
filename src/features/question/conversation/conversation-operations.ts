import { graphql } from '../../../graphql/graphql'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'

/*
 * The visitor's side of a conversation (issue 19). Each returns the thread's
 * id and status: urql's document cache then refetches the thread page's
 * query (it holds a Thread), so the page shows what the server stored.
 */
export const SendFollowUpMutation = graphql(
  `
    mutation SendFollowUp($input: SendFollowUpInput!) {
      sendFollowUp(input: $input) {
        thread {
          id
          status
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export const CloseConversationMutation = graphql(
  `
    mutation CloseConversation($threadId: ID!, $token: String) {
      closeConversation(threadId: $threadId, token: $token) {
        thread {
          id
          status
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

/** "Did it help?" — issue 20's binding `submitFeedback` (the insights report these scores). */
export const SubmitFeedbackMutation = graphql(
  `
    mutation SubmitFeedback($threadId: ID!, $token: String!, $score: Int!, $comment: String, $idempotencyKey: String!) {
      submitFeedback(threadId: $threadId, token: $token, score: $score, comment: $comment, idempotencyKey: $idempotencyKey) {
        thread {
          id
          rated
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

/** The thread page's stream: what changed, by kind; the page refetches the thread (decision 091). */
export const ThreadUpdatedSubscription = graphql(`
  subscription ThreadUpdated($threadId: ID!, $token: String!) {
    threadUpdated(threadId: $threadId, token: $token) {
      threadId
      kind
      at
    }
  }
`)

/**
 * The thread page's read receipt (issue 33): the messages up to `upTo` were
 * shown to the visitor, so the answers among them are not e-mailed. Its
 * payload holds no Thread: the page's query is not refetched by it.
 */
export const MarkThreadReadMutation = graphql(`
  mutation MarkThreadRead($threadId: ID!, $token: String, $upTo: ID!) {
    markThreadRead(threadId: $threadId, token: $token, upTo: $upTo) {
      marked
    }
  }
`)
