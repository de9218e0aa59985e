import { graphql, type ResultOf } from '../../../graphql/graphql'

/** A new organization's first steps, read from its data by the API (issue 34). */
export const SetupChecklistQuery = graphql(`
  query StaffSetupChecklist {
    setupChecklist {
      steps {
        key
        done
      }
      doneCount
      total
      complete
      ambassadorsInvited
      ambassadorsActive
    }
  }
`)

export type SetupChecklistData = ResultOf<typeof SetupChecklistQuery>['setupChecklist']
export type SetupStepKey = SetupChecklistData['steps'][number]['key']
