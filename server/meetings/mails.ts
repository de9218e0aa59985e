/** The emails (with .ics) that go out when a meeting is booked, answered or cancelled. */
import { eq } from 'drizzle-orm'
import type { Tx } from '../db/client'
import type { meetings } from '../db/schema'
import { ambassadors } from '../db/schema'
import type { Locale } from '../../src/contract/locale'
import { meetingIcs } from '../notifications/ics'
import { enqueueMail } from '../notifications/outbox'
import { formatWhen, manageLink, meetingAnsweredMail, meetingBookedAmbassadorMail, meetingBookedVisitorMail, meetingCancelledMail } from '../notifications/templates'
import type { MeetingMailFacts } from '../notifications/templates'

export type MeetingRow = typeof meetings.$inferSelect

export const meetingTitle = (ambassadorFirstName: string, orgName: string): string => `Call with ${ambassadorFirstName} (${orgName})`

export function icsOf(m: MeetingRow, ambassadorFirstName: string, orgName: string): string {
  const description = m.type === 'video' ? 'Video call. The link will be sent by your ambassador.' : `Phone call to ${m.phone}.`
  return meetingIcs(m, meetingTitle(ambassadorFirstName, orgName), m.message === '' ? description : `${description}\n\n${m.message}`)
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
  const locale: Locale = m.locale === 'fr' ? 'fr' : 'en'
  return { ambassador: a, facts: { visitor: m.firstName, ambassador: a.firstName, when: formatWhen(m.startsAt, locale, m.visitorTimeZone ?? 'UTC'), type: m.type, locale } }
}

export async function mailBooked(tx: Tx, env: Env, m: MeetingRow, manageToken: string): Promise<void> {
  const { facts: f, ambassador } = await facts(tx, m)
  const ics = icsOf(m, ambassador.firstName, env.orgName)
  const visitorMail = meetingBookedVisitorMail(f, manageLink(env.publicUrl, f.locale, manageToken))
  await enqueueMail(tx, { orgId: env.orgId, kind: 'meeting_booked_visitor', to: m.email, ...visitorMail, ics })
  const ambassadorFacts = { ...f, when: formatWhen(m.startsAt, 'en', ambassador.timeZone) }
  await enqueueMail(tx, {
    orgId: env.orgId,
    kind: 'meeting_booked_ambassador',
    to: ambassador.email,
    ...meetingBookedAmbassadorMail(ambassadorFacts, m.phone, m.message, `${env.publicUrl}/ambassadors`),
    ics,
  })
}

export async function mailAnswered(tx: Tx, env: Env, m: MeetingRow, confirmed: boolean): Promise<void> {
  const { facts: f, ambassador } = await facts(tx, m)
  await enqueueMail(tx, {
    orgId: env.orgId,
    kind: confirmed ? 'meeting_confirmed' : 'meeting_declined',
    to: m.email,
    ...meetingAnsweredMail(f, confirmed),
    ics: icsOf(m, ambassador.firstName, env.orgName),
  })
}

export async function mailCancelled(tx: Tx, env: Env, m: MeetingRow): Promise<void> {
  const { facts: f, ambassador } = await facts(tx, m)
  const ics = icsOf(m, ambassador.firstName, env.orgName)
  await enqueueMail(tx, { orgId: env.orgId, kind: 'meeting_cancelled_visitor', to: m.email, ...meetingCancelledMail(f, true, m.cancelReason), ics })
  const ambassadorFacts = { ...f, when: formatWhen(m.startsAt, 'en', ambassador.timeZone) }
  await enqueueMail(tx, { orgId: env.orgId, kind: 'meeting_cancelled_ambassador', to: ambassador.email, ...meetingCancelledMail(ambassadorFacts, false, m.cancelReason), ics })
}
