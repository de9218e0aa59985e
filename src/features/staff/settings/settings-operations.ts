import { graphql, type ResultOf, type VariablesOf } from '../../../graphql/graphql'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'

export const OrganizationSettingsFields = graphql(`
  fragment OrganizationSettingsFields on OrganizationSettings @_unmask {
    slug
    name {
      en
      fr
    }
    tagline {
      en
      fr
    }
    logoUrl
    primaryColor
    locales
    allowedEmbedOrigins
    mapsApiKey
    questionRouting
    bookingMinNoticeHours
    bookingWindowDays
    requirePublicationApproval
    meetingLinkTemplate
    phoneCallsEnabled
    requireProfileApproval
  }
`)

export const OrganizationSettingsQuery = graphql(
  `
    query StaffOrganizationSettings {
      organizationSettings {
        ...OrganizationSettingsFields
      }
    }
  `,
  [OrganizationSettingsFields],
)

export type OrganizationSettings = ResultOf<typeof OrganizationSettingsFields>

export const UpdateOrganizationMutation = graphql(
  `
    mutation StaffUpdateOrganization($input: OrganizationSettingsInput!, $idempotencyKey: String!) {
      updateOrganization(input: $input, idempotencyKey: $idempotencyKey) {
        organization {
          ...OrganizationSettingsFields
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [OrganizationSettingsFields, FieldErrorFragment],
)

export type OrganizationSettingsInput = VariablesOf<typeof UpdateOrganizationMutation>['input']
