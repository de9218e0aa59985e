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
      error(locale: $locale)
      errorCode
      message(locale: $locale)
      startedAt
      finishedAt
    }
  }
`)

export const PublicationQuery = graphql(
  `
    query StaffPublication($locale: Locale!) {
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
    mutation StaffPublishSite($idempotencyKey: String!, $locale: Locale!) {
      publishSite(idempotencyKey: $idempotencyKey) {
        ...PublicationFields
      }
    }
  `,
  [PublicationFields],
)
