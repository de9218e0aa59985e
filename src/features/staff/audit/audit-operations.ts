import { graphql, type ResultOf } from '../../../graphql/graphql'

export const AuditLogQuery = graphql(`
  query StaffAuditLog($first: Int, $after: String, $actorEmail: String, $kind: String) {
    auditLog(first: $first, after: $after, actorEmail: $actorEmail, kind: $kind) {
      nodes {
        id
        actorEmail
        kind
        target
        before
        after
        createdAt
      }
      endCursor
      hasNextPage
    }
  }
`)

export type AuditEntry = ResultOf<typeof AuditLogQuery>['auditLog']['nodes'][number]
