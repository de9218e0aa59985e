import { graphql, type ResultOf } from '../../../graphql/graphql'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'

export const MeetingFields = graphql(`
  fragment AmbassadorMeetingFields on Meeting {
    id
    startsAt
    endsAt
    type
    status
    firstName
    lastName
    email
    phone
    message
    cancelReason
  }
`)

export type AmbassadorMeeting = ResultOf<typeof MeetingFields>

export const MyMeetingsQuery = graphql(
  `
    query MyMeetings($scope: MeetingScope!, $first: Int!) {
      myMeetings(scope: $scope, first: $first) {
        ...AmbassadorMeetingFields
      }
    }
  `,
  [MeetingFields],
)

export const RespondToMeetingMutation = graphql(
  `
    mutation RespondToMeeting($input: RespondToMeetingInput!) {
      respondToMeeting(input: $input) {
        meeting {
          ...AmbassadorMeetingFields
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [MeetingFields, FieldErrorFragment],
)
