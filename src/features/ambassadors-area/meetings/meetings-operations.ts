import { graphql, type ResultOf } from '../../../graphql/graphql'
import { FieldErrorFragment } from '../../../graphql/field-error-fragment'
import { BookedMeetingFragment } from '../../meet/meet-operations'

/** A meeting in the ambassador's list: what the visitor booked (the same fields the visitor's manage view shows). */
export type AmbassadorMeeting = ResultOf<typeof BookedMeetingFragment>

export const MyMeetingsQuery = graphql(
  `
    query MyMeetings($scope: MeetingScope!, $first: Int!) {
      myMeetings(scope: $scope, first: $first) {
        ...BookedMeetingFields
      }
    }
  `,
  [BookedMeetingFragment],
)

export const RespondToMeetingMutation = graphql(
  `
    mutation RespondToMeeting($input: RespondToMeetingInput!) {
      respondToMeeting(input: $input) {
        meeting {
          ...BookedMeetingFields
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [BookedMeetingFragment, FieldErrorFragment],
)

/** Held or missed, for a past confirmed call (issue 33). */
export const MarkMeetingAttendanceMutation = graphql(
  `
    mutation MarkMeetingAttendance($meetingId: ID!, $attendance: MeetingAttendance!) {
      markMeetingAttendance(meetingId: $meetingId, attendance: $attendance) {
        meeting {
          ...BookedMeetingFields
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [BookedMeetingFragment, FieldErrorFragment],
)
