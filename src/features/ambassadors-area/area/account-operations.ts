import { graphql, type ResultOf } from '../../../graphql/graphql'

/** Everything the area shows about the signed-in ambassador (header signals, settings, profile and its change waiting for review). */
export const AccountFields = graphql(`
  fragment AccountFields on AmbassadorAccount {
    email
    status
    lastName
    fieldKey
    studyLevel
    headline
    headlineFr
    bioEn
    bioFr
    timeZone
    meetingMinutes
    acceptsMeetings
    weeklyAvailability {
      weekday
      start
      end
    }
    outOfOffice
    openQuestionCount
    overdueQuestionCount
    pendingMeetingCount
    pendingProfileChange {
      id
      submittedAt
      changes {
        field
      }
      proposed {
        photoUrl
        headline
        headlineFr
        bioEn
        bioFr
        city
        languages
        interests {
          key
        }
      }
    }
    ambassador {
      id
      firstName
      lastInitial
      photoUrl
      headline
      country
      city
      languages
      interests {
        key
      }
      answeredCount
      medianAnswerMinutes
      lastActiveAt
    }
  }
`)

export const MeQuery = graphql(
  `
    query AmbassadorMe {
      me {
        ...AccountFields
      }
    }
  `,
  [AccountFields],
)

export type Account = ResultOf<typeof AccountFields>

export const SignOutMutation = graphql(`
  mutation AmbassadorSignOut {
    signOut
  }
`)
