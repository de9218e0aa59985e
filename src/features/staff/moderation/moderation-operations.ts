import { graphql, type ResultOf } from '../../../graphql/graphql'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'

/* One fragment level only: the API counts each spread against its depth limit. */
const ModerationItemFields = graphql(`
  fragment ModerationItemFields on ModerationItem @_unmask {
    id
    kind
    status
    source
    field
    text
    spans {
      start
      end
      category
    }
    matchedWords
    messageId
    reason
    reportedBy
    createdAt
    resolvedAt
    resolvedBy
    resolution
    note
    ambassador {
      id
      firstName
      lastName
    }
    conversation {
      questionId
      status
      underReview
      published
      visitorFirstName
      visitorEmail
      visitorBlocked
      ambassador {
        id
        firstName
        lastName
      }
      messages {
        id
        source
        topic
        body
        hidden
        createdAt
      }
    }
  }
`)

export const ModerationQueueQuery = graphql(
  `
    query StaffModerationQueue($status: ModerationStatus, $first: Int, $after: String) {
      moderationQueue(status: $status, first: $first, after: $after) {
        nodes {
          ...ModerationItemFields
        }
        totalCount
        endCursor
        hasNextPage
      }
    }
  `,
  [ModerationItemFields],
)

export type ModerationItemData = ResultOf<typeof ModerationQueueQuery>['moderationQueue']['nodes'][number]
export type ModerationConversationData = NonNullable<ModerationItemData['conversation']>

export const ResolveReportMutation = graphql(
  `
    mutation StaffResolveReport($reportId: ID!, $action: ModerationResolution!, $note: String) {
      resolveReport(reportId: $reportId, action: $action, note: $note) {
        item {
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

export const HideMessageMutation = graphql(
  `
    mutation StaffHideMessage($messageId: ID!, $hidden: Boolean!) {
      hideMessage(messageId: $messageId, hidden: $hidden) {
        message {
          id
          hidden
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export const UnpublishQuestionMutation = graphql(
  `
    mutation StaffUnpublishQuestion($questionId: ID!) {
      unpublishQuestion(questionId: $questionId) {
        conversation {
          questionId
          published
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export const BlockVisitorMutation = graphql(
  `
    mutation StaffBlockVisitor($email: String!, $reason: String!) {
      blockVisitor(email: $email, reason: $reason) {
        block {
          id
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export const UnblockVisitorMutation = graphql(
  `
    mutation StaffUnblockVisitor($email: String!) {
      unblockVisitor(email: $email) {
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export const ReassignQuestionMutation = graphql(
  `
    mutation StaffReassignQuestion($questionId: ID!, $ambassadorId: ID!) {
      reassignQuestion(questionId: $questionId, ambassadorId: $ambassadorId) {
        conversation {
          questionId
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export const VisitorBlocksQuery = graphql(`
  query StaffVisitorBlocks {
    visitorBlocks {
      id
      email
      reason
      blockedBy
      createdAt
    }
  }
`)

export const ActiveAmbassadorsQuery = graphql(`
  query StaffActiveAmbassadors($search: String) {
    staffAmbassadors(status: ACTIVE, search: $search, first: 100) {
      nodes {
        id
        firstName
        lastName
        email
      }
      hasNextPage
    }
  }
`)

/** Mutation context: the queue, the blocks and the audit log are read again after any moderation action. */
export const REFRESH_MODERATION = { additionalTypenames: ['ModerationItem', 'ModerationConversation', 'VisitorBlock', 'AuditEntry', 'StaffAmbassador'] }
