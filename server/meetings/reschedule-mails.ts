/** The e-mails (with the updated .ics, same UID, higher SEQUENCE) when a visitor moves their call (issue 33). */
import type { Tx } from '../db/client'
import type { MeetingRow } from '../db/rows'
import { enqueueMail } from '../notifications/outbox'
import { formatWhen, manageLink } from '../notifications/templates'
import { meetingRescheduledAmbassadorMail, meetingRescheduledVisitorMail } from '../notifications/booking-templates'
import { typicalConfirmationHours } from './confirmation-time'
import { ambassadorMeetingsUrl, ambassadorSide, icsOf, mailFacts, type Env } from './mails'

export async function mailRescheduled(tx: Tx, env: Env, m: MeetingRow, previousStart: Date, manageToken: string): Promise<void> {
  const { facts: f, ambassador } = await mailFacts(tx, env, m)
  const link = manageLink(env.publicUrl, f.locale, manageToken)
  const calendar = { ambassadorFirstName: ambassador.firstName, orgName: env.orgName }
  await enqueueMail(tx, {
    orgId: env.orgId,
    kind: 'meeting_rescheduled_visitor',
    to: m.email,
    ...meetingRescheduledVisitorMail(f, link, await typicalConfirmationHours(tx, env.orgId, m.ambassadorId)),
    ics: icsOf(m, { ...calendar, url: link, joinPage: f.joinPage, forVisitor: true }),
  })
  const ambassadorFacts = ambassadorSide(env, m, f, ambassador.timeZone)
  const inbox = ambassadorMeetingsUrl(env.publicUrl)
  await enqueueMail(tx, {
    orgId: env.orgId,
    kind: 'meeting_rescheduled_ambassador',
    to: ambassador.email,
    ...meetingRescheduledAmbassadorMail(ambassadorFacts, formatWhen(previousStart, 'en', ambassador.timeZone), inbox),
    ics: icsOf(m, { ...calendar, url: inbox, joinPage: ambassadorFacts.joinPage, forVisitor: false }),
  })
}
