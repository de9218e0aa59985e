/** The iCalendar file of a meeting (download button and email attachment). */
import { createEvent } from 'ics'

export interface MeetingForCalendar {
  readonly id: string
  readonly startsAt: Date
  readonly endsAt: Date
  readonly status: 'pending' | 'confirmed' | 'declined' | 'cancelled'
  readonly sequence: number
  readonly type: 'video' | 'phone'
  readonly message: string
}

export function meetingIcs(m: MeetingForCalendar, title: string, description: string): string {
  const cancelled = m.status === 'cancelled' || m.status === 'declined'
  const { error, value } = createEvent({
    productId: 'ambassador-portal',
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    uid: `${m.id}@ambassador-portal`,
    sequence: m.sequence,
    status: cancelled ? 'CANCELLED' : m.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    start: m.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: m.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title,
    description,
  })
  if (error !== null || value === null) throw new Error(`could not build the calendar file: ${error?.message ?? 'no value'}`)
  return value
}
