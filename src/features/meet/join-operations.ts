import { graphql } from '../../graphql/graphql'

/** What the join page (`/meet?join=<room>`) shows: read live, never prerendered (issue 32). */
export const MeetingJoinQuery = graphql(`
  query MeetingJoin($room: String!) {
    meetingJoin(room: $room) {
      startsAt
      endsAt
      status
      joinUrl
      joinOpensAt
    }
  }
`)
