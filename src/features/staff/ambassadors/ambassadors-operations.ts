import { graphql, type ResultOf } from '../../../graphql/graphql'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'

const StaffAmbassadorFields = graphql(`
  fragment StaffAmbassadorFields on StaffAmbassador @_unmask {
    id
    email
    firstName
    lastName
    status
    invitedAt
    invitationExpiresAt
    submittedAt
    openQuestionCount
    erased
  }
`)

export const StaffAmbassadorsQuery = graphql(
  `
    query StaffAmbassadors($status: AmbassadorStatus, $search: String, $first: Int, $after: String) {
      staffAmbassadors(status: $status, search: $search, first: $first, after: $after) {
        nodes {
          ...StaffAmbassadorFields
        }
        totalCount
        endCursor
        hasNextPage
      }
    }
  `,
  [StaffAmbassadorFields],
)

export type StaffAmbassadorData = ResultOf<typeof StaffAmbassadorsQuery>['staffAmbassadors']['nodes'][number]

const StaffAmbassadorPayloadFields = graphql(
  `
    fragment StaffAmbassadorPayloadFields on StaffAmbassadorPayload @_unmask {
      ambassador {
        ...StaffAmbassadorFields
      }
      reroutedQuestionCount
      cancelledMeetingCount
      fieldErrors {
        ...FieldErrorFields
      }
    }
  `,
  [StaffAmbassadorFields, FieldErrorFragment],
)

export const ApproveAmbassadorMutation = graphql(
  `
    mutation StaffApproveAmbassador($ambassadorId: ID!) {
      approveAmbassador(ambassadorId: $ambassadorId) {
        ...StaffAmbassadorPayloadFields
      }
    }
  `,
  [StaffAmbassadorPayloadFields],
)

export const SetAmbassadorStatusMutation = graphql(
  `
    mutation StaffSetAmbassadorStatus($ambassadorId: ID!, $status: AmbassadorStatus!) {
      setAmbassadorStatus(ambassadorId: $ambassadorId, status: $status) {
        ...StaffAmbassadorPayloadFields
      }
    }
  `,
  [StaffAmbassadorPayloadFields],
)

export const EraseAmbassadorMutation = graphql(
  `
    mutation StaffEraseAmbassador($ambassadorId: ID!) {
      eraseAmbassador(ambassadorId: $ambassadorId) {
        erased
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export const InviteAmbassadorsMutation = graphql(
  `
    mutation StaffInviteAmbassadors($emails: [String!]!, $idempotencyKey: String!) {
      inviteAmbassadors(emails: $emails, idempotencyKey: $idempotencyKey) {
        invited
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export const ImportAmbassadorsMutation = graphql(
  `
    mutation StaffImportAmbassadors($csv: String!, $dryRun: Boolean!, $idempotencyKey: String!) {
      importAmbassadors(csv: $csv, dryRun: $dryRun, idempotencyKey: $idempotencyKey) {
        rows {
          line
          email
          errors
        }
        imported
        notes
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export type ImportPayload = ResultOf<typeof ImportAmbassadorsMutation>['importAmbassadors']

export const EraseVisitorMutation = graphql(
  `
    mutation StaffEraseVisitor($email: String!) {
      eraseVisitor(email: $email) {
        erased
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export const ExportPersonDataMutation = graphql(`
  mutation StaffExportPersonData($email: String!) {
    exportPersonData(email: $email) {
      email
      json
    }
  }
`)

/** Mutation context: the list (and the audit log) refetch after any change. */
export const REFRESH_AMBASSADORS = { additionalTypenames: ['StaffAmbassador', 'AuditEntry'] }
