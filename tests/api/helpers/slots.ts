/** Helpers for meeting tests: free slots and a booking input. */
import { idempotencyKey, ok } from './test-api'
import type { GqlOptions, TestApi } from './test-api'

export interface Slot {
  startsAt: string
  endsAt: string
}

export async function freeSlots(api: TestApi, ambassadorId: string, from?: string, to?: string): Promise<Slot[]> {
  const data = ok(
    await api.gql<{ availableSlots: Slot[] }>('query($a: ID!, $f: DateTime, $t: DateTime) { availableSlots(ambassadorId: $a, from: $f, to: $t) { startsAt endsAt } }', {
      a: ambassadorId,
      f: from,
      t: to,
    }),
  )
  return data.availableSlots
}

export const bookingInput = (ambassadorId: string, startsAt: string, over: Record<string, unknown> = {}) => ({
  ambassadorId,
  startsAt,
  type: 'VIDEO',
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  phone: '+33 6 12 34 56 78',
  message: 'Hello!',
  consent: true,
  timeZone: 'America/New_York',
  idempotencyKey: idempotencyKey(),
  ...over,
})

export const BOOK = `mutation Book($input: BookMeetingInput!) {
  bookMeeting(input: $input) {
    meeting { id status type startsAt endsAt phone firstName ics ambassador { id } }
    manageToken
    fieldErrors { field code message }
  }
}`

export interface Booked {
  bookMeeting: {
    meeting: { id: string; status: string; type: string; startsAt: string; endsAt: string; phone: string | null; ics: string; ambassador: { id: string } } | null
    manageToken: string | null
    fieldErrors: { field: string; code: string; message: string }[]
  }
}

export const book = (api: TestApi, input: Record<string, unknown>, options: GqlOptions = {}) => api.gql<Booked>(BOOK, { input }, options)
