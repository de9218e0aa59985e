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

export const meetingTitle = (ambassadorFirstName: string, orgName: string): string => `Call with ${ambassadorFirstName} (${orgName})`

/** Where a calendar file's URL points (ics.ts `CalendarText.url`). */
export interface CalendarLinks {
  readonly ambassadorFirstName: string
  readonly orgName: string
  readonly url: string
}

export function icsOf(m: MeetingRow, links: CalendarLinks): string {
  const description = m.type === 'video' ? 'Video call. The link will be sent by your ambassador.' : `Phone call to ${m.phone}.`
  return meetingIcs(m, {
    title: meetingTitle(links.ambassadorFirstName, links.orgName),
    description: m.message === '' ? description : `${description}\n\n${m.message}`,
    url: links.url,
    organizerName: links.orgName,
  })
}

const localeOf = (m: MeetingRow): Locale => (m.locale === 'fr' ? 'fr' : 'en')

/** The ambassador's files open their area, where the meeting is listed. */
export const ambassadorMeetingsUrl = (publicUrl: string): string => `${publicUrl}/ambassadors`

/**
 * The visitor's file opens the meeting's manage link. Only its hash is stored,
 * so a mail sent without the visitor's token (the ambassador confirmed) mints
 * a fresh link; a cancelled meeting has nothing left to manage and points to
 * the ambassador chooser instead.
 */
async function visitorMeetingUrl(tx: Tx, publicUrl: string, m: MeetingRow, manageToken: string | null): Promise<string> {
  const locale = localeOf(m)
  if (manageToken !== null) return manageLink(publicUrl, locale, manageToken)
  if (m.status === 'cancelled' || m.status === 'declined') return `${publicUrl}${locale === 'fr' ? '/fr' : ''}/meet`
  return manageLink(publicUrl, locale, await mintAccessToken(tx, 'meeting', m.id, afterMeetingEnd(m.endsAt)))
}

interface Env {
  orgId: string
  orgName: string
  publicUrl: string
}

async function facts(tx: Tx, m: MeetingRow): Promise<{ facts: MeetingMailFacts; ambassador: { email: string; firstName: string; timeZone: string } }> {
  const [a] = await tx
    .select({ email: ambassadors.email, firstName: ambassadors.firstName, timeZone: ambassadors.timeZone })
    .from(ambassadors)
    .where(eq(ambassadors.id, m.ambassadorId))
  if (a === undefined) throw new Error('meeting without ambassador')
  const locale = localeOf(m)
  return { ambassador: a, facts: { visitor: m.firstName, ambassador: a.firstName, when: formatWhen(m.startsAt, locale, m.visitorTimeZone ?? 'UTC'), type: m.type, locale } }
}

export async function mailBooked(tx: Tx, env: Env, m: MeetingRow, manageToken: string): Promise<void> {
  const { facts: f, ambassador } = await facts(tx, m)
  const link = manageLink(env.publicUrl, f.locale, manageToken)
  const visitorMail = meetingBookedVisitorMail(f, link)
  const visitorIcs = icsOf(m, { ambassadorFirstName: ambassador.firstName, orgName: env.orgName, url: link })
  await enqueueMail(tx, { orgId: env.orgId, kind: 'meeting_booked_visitor', to: m.email, ...visitorMail, ics: visitorIcs })
  const ambassadorFacts = { ...f, when: formatWhen(m.startsAt, 'en', ambassador.timeZone) }
  await enqueueMail(tx, {
    orgId: env.orgId,
    kind: 'meeting_booked_ambassador',
    to: ambassador.email,
    ...meetingBookedAmbassadorMail(ambassadorFacts, m.phone, m.message, ambassadorMeetingsUrl(env.publicUrl)),
    ics: icsOf(m, { ambassadorFirstName: ambassador.firstName, orgName: env.orgName, url: ambassadorMeetingsUrl(env.publicUrl) }),
  })
}

export async function mailAnswered(tx: Tx, env: Env, m: MeetingRow, confirmed: boolean): Promise<void> {
  const { facts: f, ambassador } = await facts(tx, m)
  await enqueueMail(tx, {
    orgId: env.orgId,
    kind: confirmed ? 'meeting_confirmed' : 'meeting_declined',
    to: m.email,
    ...meetingAnsweredMail(f, confirmed),
    ics: icsOf(m, { ambassadorFirstName: ambassador.firstName, orgName: env.orgName, url: await visitorMeetingUrl(tx, env.publicUrl, m, null) }),
  })
}

/** `manageToken`: the visitor's link when they cancelled with it (their file keeps pointing there). */
export async function mailCancelled(tx: Tx, env: Env, m: MeetingRow, manageToken: string | null = null): Promise<void> {
  const { facts: f, ambassador } = await facts(tx, m)
  const calendar = { ambassadorFirstName: ambassador.firstName, orgName: env.orgName }
  const visitorIcs = icsOf(m, { ...calendar, url: await visitorMeetingUrl(tx, env.publicUrl, m, manageToken) })
  await enqueueMail(tx, { orgId: env.orgId, kind: 'meeting_cancelled_visitor', to: m.email, ...meetingCancelledMail(f, true, m.cancelReason), ics: visitorIcs })
  const ambassadorFacts = { ...f, when: formatWhen(m.startsAt, 'en', ambassador.timeZone) }
  const ambassadorIcs = icsOf(m, { ...calendar, url: ambassadorMeetingsUrl(env.publicUrl) })
  await enqueueMail(tx, {
    orgId: env.orgId,
    kind: 'meeting_cancelled_ambassador',
    to: ambassador.email,
    ...meetingCancelledMail(ambassadorFacts, false, m.cancelReason),
    ics: ambassadorIcs,
  })
}
