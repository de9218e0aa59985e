import { graphql, type ResultOf } from '../../../graphql/graphql'

export const PublicationFields = graphql(`
  fragment PublicationFields on Publication @_unmask {
    buildId
    publishedAt
    pendingChanges
    job {
      state
      done
      total
      error
      startedAt
      finishedAt
    }
  }
`)

export const PublicationQuery = graphql(
  `
    query StaffPublication {
      publication {
        ...PublicationFields
      }
    }
  `,
  [PublicationFields],
)

export type Publication = ResultOf<typeof PublicationFields>

export const PublishSiteMutation = graphql(
  `
    mutation StaffPublishSite($idempotencyKey: String!) {
      publishSite(idempotencyKey: $idempotencyKey) {
        ...PublicationFields
      }
    }
  `,
  [PublicationFields],
)
