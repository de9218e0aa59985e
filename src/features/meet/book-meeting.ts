import type { Client } from '@urql/core'
import type { IdempotencyKey } from '../../forms'
import type { VariablesOf } from '../../graphql/graphql'
import type { Locale } from '../../contract/locale'
import { BookMeetingMutation } from './meet-operations'

export type MeetingType = 'VIDEO' | 'PHONE'

export interface MeetingValues {
  [name: string]: unknown
  startsAt: string
  type: MeetingType
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
  consent: boolean
}

export const EMPTY_MEETING: MeetingValues = {
  startsAt: '',
  type: 'VIDEO',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  consent: false,
}

export type BookMeetingInput = VariablesOf<typeof BookMeetingMutation>['input']

/** Codes that mean "pick another time": the slot went while the visitor was typing. */
export const SLOT_GONE_CODES: ReadonlySet<string> = new Set(['SLOT_TAKEN', 'SLOT_UNAVAILABLE'])

export function meetingInput(values: MeetingValues, ambassadorId: string, locale: Locale, timeZone: string, key: IdempotencyKey): BookMeetingInput {
  const fields = {
    ambassadorId,
    startsAt: values.startsAt,
    type: values.type,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    // Only a phone call sends a number (issue 32): one typed before switching to video stays in the form, not in the booking.
    phone: values.type === 'PHONE' ? values.phone.trim() : null,
    message: values.message.trim(),
    consent: values.consent,
    locale,
    timeZone,
  }
  // Same request → same key: a retry after a lost answer books once.
  return { ...fields, idempotencyKey: key.keyFor(fields) }
}

/** Books; throws on transport/server failure (the form keeps everything and offers Retry). */
export async function bookMeeting(client: Client, input: BookMeetingInput) {
  const result = await client.mutation(BookMeetingMutation, { input }, { requestPolicy: 'network-only' }).toPromise()
  if (result.error || !result.data) throw result.error ?? new Error('bookMeeting returned no data')
  const payload = result.data.bookMeeting
  // A lost slot gets our own wording, next to the picker (the form maps `startsAt` to it).
  const fieldErrors = payload.fieldErrors.map((error) => (SLOT_GONE_CODES.has(error.code) ? { ...error, field: 'startsAt', messageKey: 'meet.errors.slotTaken' } : error))
  return { ...payload, fieldErrors }
}

export type BookMeetingResult = Awaited<ReturnType<typeof bookMeeting>>
export type BookedMeeting = NonNullable<BookMeetingResult['meeting']>
