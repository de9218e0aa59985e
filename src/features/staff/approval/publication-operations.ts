import { graphql, type ResultOf } from '../../../graphql/graphql'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'

export const PendingPublicationsQuery = graphql(`
  query StaffPendingPublications($first: Int, $after: String) {
    pendingPublications(first: $first, after: $after) {
      nodes {
        id
        topic
        body
        locale
        askedAt
        requestedAt
        ambassador {
          id
          firstName
          lastInitial
        }
        answers {
          id
          body
          createdAt
        }
      }
      totalCount
      endCursor
      hasNextPage
    }
  }
`)

export type PendingPublicationData = ResultOf<typeof PendingPublicationsQuery>['pendingPublications']['nodes'][number]

export const ApprovePublicationMutation = graphql(
  `
    mutation StaffApprovePublication($questionId: ID!) {
      approvePublication(questionId: $questionId) {
        questionId
        publicationStatus
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export const RejectPublicationMutation = graphql(
  `
    mutation StaffRejectPublication($questionId: ID!, $reason: String) {
      rejectPublication(questionId: $questionId, reason: $reason) {
        questionId
        publicationStatus
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

/** After a decision: the waiting list (which holds PendingPublication) and the audit log are read again. */
export const REFRESH_PUBLICATIONS = { additionalTypenames: ['PendingPublication', 'AuditEntry'] }
