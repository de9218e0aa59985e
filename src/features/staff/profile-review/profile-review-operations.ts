import { graphql, type ResultOf } from '../../../graphql/graphql'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'

/** A public card as staff preview it (issue 32): photo, headline, both bios and the facts. */
export const ProfilePreviewFields = graphql(`
  fragment ProfilePreviewFields on ProfilePreview @_unmask {
    firstName
    lastInitial
    photoUrl
    headline
    headlineFr
    bioEn
    bioFr
    field {
      key
      name(locale: $locale)
    }
    studyLevel
    languages
    country
    countryName(locale: $locale)
    city
    interests {
      key
      name(locale: $locale)
    }
  }
`)

export type ProfilePreviewData = ResultOf<typeof ProfilePreviewFields>

/** The list does not carry the cards: one is read when staff open it (by e-mail, which finds exactly that ambassador). */
export const NewProfilePreviewQuery = graphql(
  `
    query StaffNewProfilePreview($email: String!, $locale: Locale!) {
      staffAmbassadors(search: $email, first: 5) {
        nodes {
          id
          email
          preview {
            ...ProfilePreviewFields
          }
        }
      }
    }
  `,
  [ProfilePreviewFields],
)

export const PendingProfileRevisionsQuery = graphql(
  `
    query StaffPendingProfileRevisions($first: Int, $after: String, $locale: Locale!) {
      pendingProfileRevisions(first: $first, after: $after) {
        nodes {
          id
          submittedAt
          ambassador {
            id
            email
            firstName
            lastName
          }
          current {
            ...ProfilePreviewFields
          }
          proposed {
            ...ProfilePreviewFields
          }
          changes {
            field
            before(locale: $locale)
            after(locale: $locale)
          }
        }
        totalCount
        endCursor
        hasNextPage
      }
    }
  `,
  [ProfilePreviewFields],
)

export type ProfileRevisionData = ResultOf<typeof PendingProfileRevisionsQuery>['pendingProfileRevisions']['nodes'][number]

export const ApproveProfileRevisionMutation = graphql(
  `
    mutation StaffApproveProfileRevision($revisionId: ID!) {
      approveProfileRevision(revisionId: $revisionId) {
        revisionId
        status
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

export const RejectProfileRevisionMutation = graphql(
  `
    mutation StaffRejectProfileRevision($revisionId: ID!, $reason: String!) {
      rejectProfileRevision(revisionId: $revisionId, reason: $reason) {
        revisionId
        status
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
)

/** After a decision: the waiting list, the ambassadors (their public cards) and the audit log are read again. */
export const REFRESH_PROFILE_REVISIONS = { additionalTypenames: ['ProfileRevision', 'StaffAmbassador', 'AuditEntry'] }
