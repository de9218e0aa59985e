import { graphql } from '../../graphql/graphql'
import { AmbassadorCardFragment } from '../ambassadors/AmbassadorCardFragment'
import { FieldErrorFragment } from '../../graphql/field-error-fragment'

/**
 * The question journey's operations. The recipient and the thread's
 * ambassador share one fragment so one component renders both.
 */
/**
 * The recipient's own fields plus the shared card fragment (AmbassadorCard
 * renders it). Every operation spreading it declares `$locale: Locale!`.
 */
export const RecipientFields = graphql(
  `
    fragment RecipientFields on Ambassador @_unmask {
      id
      firstName
      lastInitial
      former
      acceptsMeetings
      medianAnswerMinutes
      ...AmbassadorCard
    }
  `,
  [AmbassadorCardFragment],
)

export const RecipientQuery = graphql(
  `
    query QuestionRecipient($id: ID!, $locale: Locale!) {
      ambassador(id: $id) {
        ...RecipientFields
      }
    }
  `,
  [RecipientFields],
)

// The API counts each fragment spread as two levels against its depth limit
// (10): keep operations at most two fragments deep.
export const ThreadQuery = graphql(
  `
    query QuestionThread($id: ID!, $token: String, $locale: Locale!) {
      thread(id: $id, token: $token) {
        id
        status
        topic
        body
        language
        firstName
        createdAt
        published
        underReview
        myReport {
          status
          outcome
        }
        bodyHidden
        ambassador {
          ...RecipientFields
        }
        messages {
          id
          author
          body
          language
          hidden
          createdAt
        }
        closedBy
        rated
      }
    }
  `,
  [RecipientFields],
)

export const MyThreadsQuery = graphql(`
  query MyThreads {
    myThreads {
      id
      status
      topic
      language
      createdAt
      ambassador {
        id
        firstName
        lastInitial
        former
      }
      answers {
        id
      }
    }
  }
`)

/** Only what the next step needs: the thread view reads the rest itself. */
export const AskQuestionMutation = graphql(
  `
    mutation AskQuestion($input: AskQuestionInput!) {
      askQuestion(input: $input) {
        thread {
          id
          status
          ambassador {
            id
            firstName
            lastInitial
          }
        }
        threadToken
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

/** The visitor reports their conversation (with the thread's link token): it is frozen until staff look at it. */
export const ReportConversationMutation = graphql(
  `
    mutation ReportConversation($threadId: ID!, $token: String!, $reason: String!) {
      reportConversation(threadId: $threadId, token: $token, reason: $reason) {
        reported
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)
