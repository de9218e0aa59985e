/** The iCalendar file of a meeting (download button and email attachment). */
import { createEvent } from 'ics'
import { NO_REPLY_ADDRESS } from './mailer'

export interface MeetingForCalendar {
  readonly id: string
  readonly startsAt: Date
  readonly endsAt: Date
  readonly status: 'pending' | 'confirmed' | 'declined' | 'cancelled'
  readonly sequence: number
  readonly type: 'video' | 'phone'
  readonly message: string
}

/** What the file says besides the meeting's own facts. */
export interface CalendarText {
  readonly title: string
  readonly description: string
  /** The page that shows the meeting: the visitor's manage link, the ambassador's area. */
  readonly url: string
  /** A video call's join page (issue 32), as LOCATION; null for phone calls. */
  readonly location?: string | null
  /** The organization, as ORGANIZER (its display name, the no-reply address). */
  readonly organizerName: string
}

/**
 * One UID per meeting, so a calendar that imports a second download (or the
 * next e-mail's attachment) updates the same event; SEQUENCE is the meeting's
 * own counter, raised by every status change, so the newer file wins. A
 * cancelled or declined meeting is a METHOD:CANCEL file with STATUS:CANCELLED
 * and the same UID: calendars remove the event.
 */
export const meetingUid = (meetingId: string): string => `${meetingId}@ambassador-portal`

/** A CN parameter value cannot hold a quote or a line break (RFC 5545 §3.1: quoted-string); the library only backslashes quotes. */
const paramSafe = (text: string): string => text.replace(/["\p{Cc}]/gu, ' ').trim() || 'Ambassador Portal'

export function meetingIcs(m: MeetingForCalendar, text: CalendarText): string {
  const cancelled = m.status === 'cancelled' || m.status === 'declined'
  const { error, value } = createEvent({
    productId: 'ambassador-portal',
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    uid: meetingUid(m.id),
    sequence: m.sequence,
    status: cancelled ? 'CANCELLED' : m.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    start: m.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: m.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: text.title,
    description: text.description,
    url: text.url,
    ...(text.location ? { location: text.location } : {}),
    organizer: { name: paramSafe(text.organizerName), email: NO_REPLY_ADDRESS },
  })
  if (error !== null || value === null) throw new Error(`could not build the calendar file: ${error?.message ?? 'no value'}`)
  return value
}
