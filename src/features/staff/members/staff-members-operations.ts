import { graphql, type ResultOf } from '../../../graphql/graphql'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'

const StaffMemberPayloadFields = graphql(
  `
    fragment StaffMemberPayloadFields on StaffMemberPayload @_unmask {
      staffMember {
        id
        email
        role
        lastSignInAt
        createdAt
      }
      fieldErrors {
        ...FieldErrorFields
      }
    }
  `,
  [FieldErrorFragment],
)

export const StaffMembersQuery = graphql(`
  query StaffMembers {
    staffMembers {
      id
      email
      role
      lastSignInAt
      createdAt
    }
  }
`)

export type StaffMemberRowData = ResultOf<typeof StaffMembersQuery>['staffMembers'][number]

export const InviteStaffMutation = graphql(
  `
    mutation StaffInvite($email: String!, $role: StaffRole!, $idempotencyKey: String!) {
      inviteStaff(email: $email, role: $role, idempotencyKey: $idempotencyKey) {
        ...StaffMemberPayloadFields
      }
    }
  `,
  [StaffMemberPayloadFields],
)

export const SetStaffRoleMutation = graphql(
  `
    mutation StaffSetRole($staffId: ID!, $role: StaffRole!) {
      setStaffRole(staffId: $staffId, role: $role) {
        ...StaffMemberPayloadFields
      }
    }
  `,
  [StaffMemberPayloadFields],
)

export const RemoveStaffMutation = graphql(
  `
    mutation StaffRemove($staffId: ID!) {
      removeStaff(staffId: $staffId) {
        ...StaffMemberPayloadFields
      }
    }
  `,
  [StaffMemberPayloadFields],
)
