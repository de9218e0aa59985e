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
    answers {
      id
      body
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
