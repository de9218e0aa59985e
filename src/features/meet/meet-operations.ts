import { graphql } from '../../graphql/graphql'
import { AmbassadorCardFragment } from '../ambassadors/AmbassadorCardFragment'
import { FieldErrorFragment } from '../../graphql/field-error-fragment'

/** The booking journey's operations (server/schema.graphql). */
/** What booking needs of an ambassador, plus the shared card. Operations spreading it declare `$locale: Locale!`. */
export const MeetAmbassadorFields = graphql(
  `
    fragment MeetAmbassadorFields on Ambassador @_unmask {
      id
      firstName
      lastInitial
      meetingMinutes
      acceptsMeetings
      timeZone
      ...AmbassadorCard
    }
  `,
  [AmbassadorCardFragment],
)

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

/** Whether the organization offers phone calls (issue 32): the booking form asks only then. */
export const MeetingOptionsQuery = graphql(`
  query MeetingOptions {
    organization {
      phoneCallsEnabled
    }
  }
`)

/** Volatile: always fetched live (never prerendered). */
export const AvailableSlotsQuery = graphql(`
  query AvailableSlots($ambassadorId: ID!) {
    availableSlots(ambassadorId: $ambassadorId) {
      startsAt
      endsAt
    }
  }
`)

/**
 * A booked meeting as both sides see it: when, how, where it stands and the
 * visitor's details. The visitor's manage view (MeetingFields) and the
 * ambassador's meetings (ambassadors-area/meetings) select it alike.
 * Unmasked, so a query's result holds the fields. Here, not in a module of
 * its own: one that a lazy part of the ambassadors area also imports would be
 * a file of its own on the first load of /meet.
 */
export const BookedMeetingFragment = graphql(`
  fragment BookedMeetingFields on Meeting @_unmask {
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
    joinUrl
    joinPageUrl
    joinOpensAt
    attendance
  }
`)

// The API counts each fragment spread as two levels against its depth limit
// (10): the meeting's ambassador spreads the card fragment directly.
export const MeetingFields = graphql(
  `
    fragment MeetingFields on Meeting @_unmask {
      ...BookedMeetingFields
      ics
      confirmationHours
      ambassador {
        id
        firstName
        lastInitial
        ...AmbassadorCard
      }
    }
  `,
  [BookedMeetingFragment, AmbassadorCardFragment],
)

/** Only what the next step needs: the manage view reads the meeting itself. */
export const BookMeetingMutation = graphql(
  `
    mutation BookMeeting($input: BookMeetingInput!) {
      bookMeeting(input: $input) {
        meeting {
          id
          status
        }
        manageToken
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [FieldErrorFragment],
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
          ...FieldErrorFields
        }
      }
    }
  `,
  [MeetingFields, FieldErrorFragment],
)

/** The visitor moves their call (issue 33): the answer is the meeting as the manage view shows it, pending again. */
export const RescheduleMeetingMutation = graphql(
  `
    mutation RescheduleMeeting($token: String!, $startsAt: DateTime!, $idempotencyKey: String!, $locale: Locale!) {
      rescheduleMeeting(token: $token, startsAt: $startsAt, idempotencyKey: $idempotencyKey) {
        meeting {
          ...MeetingFields
        }
        fieldErrors {
          ...FieldErrorFields
        }
      }
    }
  `,
  [MeetingFields, FieldErrorFragment],
)
