import { graphql } from '../../graphql/graphql'

/** The booking journey's operations (server/schema.graphql). */
export const MeetAmbassadorFields = graphql(`
  fragment MeetAmbassadorFields on Ambassador @_unmask {
    id
    firstName
    lastInitial
    photoUrl
    headline
    field {
      key
      name(locale: $locale)
    }
    studyLevel
    countryName(locale: $locale)
    city
    languages
    meetingMinutes
    acceptsMeetings
    timeZone
  }
`)

/** The chooser: ambassadors who take calls, searchable, cursor-paged. Page 1 without text is prerendered. */
export const MeetChooserQuery = graphql(
  `
    query MeetChooser($text: String, $first: Int!, $after: String, $locale: Locale!) {
      ambassadors(filter: { acceptsMeetings: true, text: $text }, sort: MOST_ANSWERED, first: $first, after: $after) {
        totalCount
        nodes {
          ...MeetAmbassadorFields
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  `,
  [MeetAmbassadorFields],
)

export const MeetAmbassadorQuery = graphql(
  `
    query MeetAmbassador($id: ID!, $locale: Locale!) {
      ambassador(id: $id) {
        ...MeetAmbassadorFields
      }
    }
  `,
  [MeetAmbassadorFields],
)

/** Volatile: always fetched live (never prerendered). */
export const AvailableSlotsQuery = graphql(`
  query AvailableSlots($ambassadorId: ID!) {
    availableSlots(ambassadorId: $ambassadorId) {
      startsAt
      endsAt
    }
  }
`)

export const MeetingFields = graphql(
  `
    fragment MeetingFields on Meeting @_unmask {
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
      ics
      ambassador {
        ...MeetAmbassadorFields
      }
    }
  `,
  [MeetAmbassadorFields],
)

export const BookMeetingMutation = graphql(
  `
    mutation BookMeeting($input: BookMeetingInput!, $locale: Locale!) {
      bookMeeting(input: $input) {
        meeting {
          ...MeetingFields
        }
        manageToken
        fieldErrors {
          field
          code
          message
          messageKey
          limit
        }
      }
    }
  `,
  [MeetingFields],
)

export const ManagedMeetingQuery = graphql(
  `
    query ManagedMeeting($token: String!, $locale: Locale!) {
      managedMeeting(token: $token) {
        ...MeetingFields
      }
    }
  `,
  [MeetingFields],
)

export const CancelMeetingMutation = graphql(
  `
    mutation CancelMeeting($token: String!, $locale: Locale!) {
      cancelMeeting(token: $token) {
        meeting {
          ...MeetingFields
        }
        fieldErrors {
          field
          code
          message
          messageKey
          limit
        }
      }
    }
  `,
  [MeetingFields],
)
