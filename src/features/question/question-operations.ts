import { graphql } from '../../graphql/graphql'

/**
 * The question journey's operations. The ambassador shown as the recipient
 * uses the same fields as the thread's ambassador so one summary component
 * renders both.
 */
export const RecipientFields = graphql(`
  fragment RecipientFields on Ambassador @_unmask {
    id
    firstName
    lastInitial
    photoUrl
    headline
    field {
      key
      name(locale: $locale)
    }
    studyLevel
    countryName(locale: $locale)
    city
    languages
    medianAnswerMinutes
    acceptsMeetings
  }
`)

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

export const ThreadFields = graphql(
  `
    fragment ThreadFields on Thread @_unmask {
      id
      status
      topic
      body
      firstName
      createdAt
      published
      ambassador {
        ...RecipientFields
      }
      answers {
        id
        body
        createdAt
      }
    }
  `,
  [RecipientFields],
)

export const ThreadQuery = graphql(
  `
    query QuestionThread($id: ID!, $token: String, $locale: Locale!) {
      thread(id: $id, token: $token) {
        ...ThreadFields
      }
    }
  `,
  [ThreadFields],
)

export const MyThreadsQuery = graphql(
  `
    query MyThreads($locale: Locale!) {
      myThreads {
        id
        status
        topic
        createdAt
        ambassador {
          id
          firstName
          lastInitial
        }
        answers {
          id
        }
      }
    }
  `,
)

export const AskQuestionMutation = graphql(
  `
    mutation AskQuestion($input: AskQuestionInput!, $locale: Locale!) {
      askQuestion(input: $input) {
        thread {
          ...ThreadFields
        }
        threadToken
        fieldErrors {
          field
          code
          message
          messageKey
          limit
        }
      }
    }
  `,
  [ThreadFields],
)
