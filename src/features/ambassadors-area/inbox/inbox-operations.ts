import { graphql, type ResultOf } from '../../../graphql/graphql'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'

export const InboxQuestionFields = graphql(`
  fragment InboxQuestionFields on InboxQuestion {
    id
    status
    firstName
    topic
    body
    locale
    createdAt
    waitingMinutes
    overdue
    published
    publicationStatus
    publicationRejectionReason
    underReview
    bodyHidden
    messages {
      id
      author
      body
      hidden
      createdAt
    }
  }
`)

export type InboxQuestion = ResultOf<typeof InboxQuestionFields>

export const MyQuestionsQuery = graphql(
  `
    query MyQuestions($status: QuestionStatus!, $first: Int!, $after: String) {
      myQuestions(status: $status, first: $first, after: $after) {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        nodes {
          ...InboxQuestionFields
        }
      }
    }
  `,
  [InboxQuestionFields],
)

/* Each returns the updated question; the document cache refetches every list that holds an InboxQuestion. */
export const AnswerQuestionMutation = graphql(
  `
    mutation AnswerQuestion($input: AnswerQuestionInput!) {
      answerQuestion(input: $input) {
        question {
          ...InboxQuestionFields
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [InboxQuestionFields, FieldErrorFragment],
)

export const SetQuestionPublishedMutation = graphql(
  `
    mutation SetQuestionPublished($questionId: ID!, $published: Boolean!) {
      setQuestionPublished(questionId: $questionId, published: $published) {
        question {
          ...InboxQuestionFields
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [InboxQuestionFields, FieldErrorFragment],
)

export const CloseQuestionMutation = graphql(
  `
    mutation CloseQuestion($questionId: ID!) {
      closeQuestion(questionId: $questionId) {
        question {
          ...InboxQuestionFields
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [InboxQuestionFields, FieldErrorFragment],
)

/** The ambassador reports a conversation of their inbox: it is frozen until staff look at it. */
export const ReportQuestionMutation = graphql(
  `
    mutation ReportQuestion($questionId: ID!, $reason: String!) {
      reportQuestion(questionId: $questionId, reason: $reason) {
        reported
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

/** After a report: the lists (the question comes back under review) and the header's counts are read again. */
export const REFRESH_INBOX = { additionalTypenames: ['InboxQuestion', 'AmbassadorAccount'] }
