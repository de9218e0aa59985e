import { graphql, type ResultOf } from '../../../graphql/graphql'

export const AuditLogQuery = graphql(`
  query StaffAuditLog($first: Int, $after: String, $actorEmail: String, $kind: String, $since: DateTime, $until: DateTime) {
    auditLog(first: $first, after: $after, actorEmail: $actorEmail, kind: $kind, since: $since, until: $until) {
      nodes {
        id
        actorEmail
        kind
        target
        before
        after
        createdAt
        ambassadors {
          id
          name
          email
        }
      }
      endCursor
      hasNextPage
    }
  }
`)

export type AuditEntry = ResultOf<typeof AuditLogQuery>['auditLog']['nodes'][number]
