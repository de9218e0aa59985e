import { graphql, type ResultOf } from '../../../graphql/graphql'

export const StaffMeQuery = graphql(`
  query StaffMe {
    staffMe {
      id
      email
      role
      organization {
        slug
      }
    }
  }
`)

export type StaffMe = NonNullable<ResultOf<typeof StaffMeQuery>['staffMe']>

export const StaffSignOutMutation = graphql(`
  mutation StaffSignOut {
    signOut
  }
`)
