/** The emails (with .ics) that go out when a meeting is booked, answered or cancelled. */
import { eq } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { ambassadors } from '../db/schema'
import type { Locale } from '../../src/contract/locale'
import { meetingIcs } from '../notifications/ics'
import { afterMeetingEnd, mintAccessToken } from '../security/access-tokens'
import { enqueueMail } from '../notifications/outbox'
import { formatWhen, manageLink, meetingAnsweredMail, meetingBookedAmbassadorMail, meetingBookedVisitorMail, meetingCancelledMail } from '../notifications/templates'
import type { MeetingMailFacts } from '../notifications/templates'
import type { MeetingRow } from '../db/rows'
import { joinPageUrlOf } from './join-link'
import { typicalConfirmationHours } from './confirmation-time'

export const meetingTitle = (ambassadorFirstName: string, orgName: string): string => `Call with ${ambassadorFirstName} (${orgName})`

/** Where a calendar file's URL points (ics.ts `CalendarText.url`), and whose file it is. */
export interface CalendarLinks {
  readonly ambassadorFirstName: string
  readonly orgName: string
  readonly url: string
  /** The platform's join page of a video call (issue 32); its LOCATION too. */
  readonly joinPage: string | null
  /** The ambassador's file never holds the visitor's number (issue 32). */
  readonly forVisitor: boolean
}

function calendarDescription(m: MeetingRow, links: CalendarLinks): string {
  if (m.type === 'video' && links.joinPage !== null) return `Video call. Join from 15 minutes before the start: ${links.joinPage}`
  if (links.forVisitor) return `Phone call: ${links.ambassadorFirstName} will call you on ${m.phone}.`
  return "Phone call. The visitor's number is shown in your area from one hour before the call."
}

export function icsOf(m: MeetingRow, links: CalendarLinks): string {
  const description = calendarDescription(m, links)
  return meetingIcs(m, {
    title: meetingTitle(links.ambassadorFirstName, links.orgName),
    description: m.message === '' ? description : `${description}\n\n${m.message}`,
    url: links.url,
    location: links.joinPage,
    organizerName: links.orgName,
  })
}

/** A video call's join page in a reader's language (null for phone calls). */
export const joinPageOf = (publicUrl: string, m: MeetingRow, locale: Locale): string | null => (m.type === 'video' ? joinPageUrlOf(publicUrl, locale, m.roomKey) : null)

const localeOf = (m: MeetingRow): Locale => (m.locale === 'fr' ? 'fr' : 'en')

/** The ambassador's files open their area, where the meeting is listed. */
export const ambassadorMeetingsUrl = (publicUrl: string): string => `${publicUrl}/ambassadors`

/**
 * The visitor's file opens the meeting's manage link. Only its hash is stored,
 * so a mail sent without the visitor's token (the ambassador confirmed) mints
 * a fresh link; a cancelled meeting has nothing left to manage and points to
 * the ambassador chooser instead.
 */
export async function visitorMeetingUrl(tx: Tx, publicUrl: string, m: MeetingRow, manageToken: string | null): Promise<string> {
  const locale = localeOf(m)
  if (manageToken !== null) return manageLink(publicUrl, locale, manageToken)
  if (m.status === 'cancelled' || m.status === 'declined') return `${publicUrl}${locale === 'fr' ? '/fr' : ''}/meet`
  return manageLink(publicUrl, locale, await mintAccessToken(tx, 'meeting', m.id, afterMeetingEnd(m.endsAt)))
}

export interface Env {
  orgId: string
  orgName: string
  publicUrl: string
}

export async function mailFacts(tx: Tx, env: Env, m: MeetingRow): Promise<{ facts: MeetingMailFacts; ambassador: { email: string; firstName: string; timeZone: string } }> {
  const [a] = await tx
    .select({ email: ambassadors.email, firstName: ambassadors.firstName, timeZone: ambassadors.timeZone })
    .from(ambassadors)
    .where(eq(ambassadors.id, m.ambassadorId))
  if (a === undefined) throw new Error('meeting without ambassador')
  const locale = localeOf(m)
  const when = formatWhen(m.startsAt, locale, m.visitorTimeZone ?? 'UTC')
  return { ambassador: a, facts: { visitor: m.firstName, ambassador: a.firstName, when, type: m.type, locale, joinPage: joinPageOf(env.publicUrl, m, locale) } }
}

/** The ambassador's mails are in English (their area's links too), in their own zone. */
export const ambassadorSide = (env: Env, m: MeetingRow, f: MeetingMailFacts, timeZone: string): MeetingMailFacts => ({
  ...f,
  when: formatWhen(m.startsAt, 'en', timeZone),
  joinPage: joinPageOf(env.publicUrl, m, 'en'),
})

export async function mailBooked(tx: Tx, env: Env, m: MeetingRow, manageToken: string): Promise<void> {
  const { facts: f, ambassador } = await mailFacts(tx, env, m)
  const link = manageLink(env.publicUrl, f.locale, manageToken)
  const visitorMail = meetingBookedVisitorMail(f, link, await typicalConfirmationHours(tx, env.orgId, m.ambassadorId))
  const visitorIcs = icsOf(m, { ambassadorFirstName: ambassador.firstName, orgName: env.orgName, url: link, joinPage: f.joinPage, forVisitor: true })
  await enqueueMail(tx, { orgId: env.orgId, kind: 'meeting_booked_visitor', to: m.email, ...visitorMail, ics: visitorIcs })
  const ambassadorFacts = ambassadorSide(env, m, f, ambassador.timeZone)
  await enqueueMail(tx, {
    orgId: env.orgId,
    kind: 'meeting_booked_ambassador',
    to: ambassador.email,
    ...meetingBookedAmbassadorMail(ambassadorFacts, m.message, ambassadorMeetingsUrl(env.publicUrl)),
    ics: icsOf(m, {
      ambassadorFirstName: ambassador.firstName,
      orgName: env.orgName,
      url: ambassadorMeetingsUrl(env.publicUrl),
      joinPage: ambassadorFacts.joinPage,
      forVisitor: false,
    }),
  })
}

export async function mailAnswered(tx: Tx, env: Env, m: MeetingRow, confirmed: boolean): Promise<void> {
  const { facts: f, ambassador } = await mailFacts(tx, env, m)
  await enqueueMail(tx, {
    orgId: env.orgId,
    kind: confirmed ? 'meeting_confirmed' : 'meeting_declined',
    to: m.email,
    ...meetingAnsweredMail(f, confirmed),
    ics: icsOf(m, {
      ambassadorFirstName: ambassador.firstName,
      orgName: env.orgName,
      url: await visitorMeetingUrl(tx, env.publicUrl, m, null),
      joinPage: f.joinPage,
      forVisitor: true,
    }),
  })
}

/** `manageToken`: the visitor's link when they cancelled with it (their file keeps pointing there). */
export async function mailCancelled(tx: Tx, env: Env, m: MeetingRow, manageToken: string | null = null): Promise<void> {
  const { facts: f, ambassador } = await mailFacts(tx, env, m)
  const calendar = { ambassadorFirstName: ambassador.firstName, orgName: env.orgName }
  const visitorIcs = icsOf(m, { ...calendar, url: await visitorMeetingUrl(tx, env.publicUrl, m, manageToken), joinPage: f.joinPage, forVisitor: true })
  await enqueueMail(tx, { orgId: env.orgId, kind: 'meeting_cancelled_visitor', to: m.email, ...meetingCancelledMail(f, true, m.cancelReason), ics: visitorIcs })
  const ambassadorFacts = ambassadorSide(env, m, f, ambassador.timeZone)
  const ambassadorIcs = icsOf(m, { ...calendar, url: ambassadorMeetingsUrl(env.publicUrl), joinPage: ambassadorFacts.joinPage, forVisitor: false })
  await enqueueMail(tx, {
    orgId: env.orgId,
    kind: 'meeting_cancelled_ambassador',
    to: ambassador.email,
    ...meetingCancelledMail(ambassadorFacts, false, m.cancelReason),
    ics: ambassadorIcs,
  })
}
