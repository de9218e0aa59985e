/**
 * Video calls made by the platform (issue 32): each meeting has its own room
 * key; the organization's template turns it into the call's link. Both sides
 * get the same join page (`/meet?join=<room>`) in their e-mails and calendar
 * files, and the page gives the call's link only from 15 minutes before the
 * start to the end of a confirmed call, so neither side needs to send the
 * other a link (or a way to reach them) privately.
 */
import { MEETING_JOIN_OPENS_MINUTES_BEFORE, PHONE_REVEAL_MINUTES_BEFORE } from '../../src/contract/limits'
import type { Locale } from '../../src/contract/locale'
import type { MeetingRow } from '../db/rows'

type Timed = Pick<MeetingRow, 'type' | 'status' | 'startsAt' | 'endsAt'>

/** The call's link: `{room}` replaced by the meeting's room key (a template without it is one fixed link). */
export const callLinkOf = (template: string, roomKey: string): string => template.replaceAll('{room}', encodeURIComponent(roomKey))

/** The platform's join page, in the reader's language. */
export const joinPageUrlOf = (publicUrl: string, locale: Locale, roomKey: string): string => `${publicUrl}${locale === 'fr' ? '/fr' : ''}/meet?join=${roomKey}`

export const joinOpensAt = (m: Pick<MeetingRow, 'startsAt'>): Date => new Date(m.startsAt.getTime() - MEETING_JOIN_OPENS_MINUTES_BEFORE * 60_000)

/** A confirmed video call, from 15 minutes before its start until its end. */
export const isJoinOpen = (m: Timed, now: Date): boolean =>
  m.type === 'video' && m.status === 'confirmed' && now.getTime() >= joinOpensAt(m).getTime() && now.getTime() < m.endsAt.getTime()

/** A confirmed phone call, from one hour before its start until its end: the only time its ambassador sees the number. */
export const isPhoneRevealOpen = (m: Timed, now: Date): boolean =>
  m.type === 'phone' && m.status === 'confirmed' && now.getTime() >= m.startsAt.getTime() - PHONE_REVEAL_MINUTES_BEFORE * 60_000 && now.getTime() < m.endsAt.getTime()
