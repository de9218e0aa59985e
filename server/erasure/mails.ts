/**
 * The notices an erasure sends, written so they carry nothing of the erased
 * person: the visitor of a cancelled meeting or a closed question hears that
 * "a former ambassador" left; the ambassador of a cancelled meeting hears
 * only the time. Built on the usual cancellation e-mail and calendar file.
 */
import type { Locale } from '../../src/contract/locale'
import type { Tx } from '../db/client'
import { ambassadorMeetingsUrl, icsOf, meetingTitle } from '../meetings/mails'
import { type MeetingRow } from '../db/rows'
import { meetingIcs } from '../notifications/ics'
import { enqueueMail } from '../notifications/outbox'
import { formatWhen, meetingCancelledMail, type MailText } from '../notifications/templates'

const L = <T>(locale: Locale, en: T, fr: T): T => (locale === 'fr' ? fr : en)
const localeOf = (value: string): Locale => (value === 'fr' ? 'fr' : 'en')

export interface OrgMailEnv {
  readonly orgId: string
  readonly orgNameEn: string
  readonly orgNameFr: string
  readonly publicUrl: string
}

const orgName = (env: OrgMailEnv, locale: Locale): string => L(locale, env.orgNameEn, env.orgNameFr)

/** To the visitor of a future meeting with an erased ambassador (the row is already cancelled). */
export async function mailMeetingCancelledByErasure(tx: Tx, env: OrgMailEnv, m: MeetingRow): Promise<void> {
  const locale = localeOf(m.locale)
  const former = L(locale, 'a former ambassador', 'un ancien ambassadeur')
  const facts = { visitor: m.firstName, ambassador: former, when: formatWhen(m.startsAt, locale, m.visitorTimeZone ?? 'UTC'), type: m.type, locale, joinPage: null }
  const reason = L(
    locale,
    'The ambassador has left the programme. You can book a call with another ambassador.',
    "L'ambassadeur a quitté le programme. Vous pouvez réserver un appel avec un autre ambassadeur.",
  )
  // The meeting is gone: the file points to the chooser, to book with someone else.
  const ics = icsOf(m, { ambassadorFirstName: former, orgName: orgName(env, locale), url: `${env.publicUrl}${L(locale, '', '/fr')}/meet`, joinPage: null, forVisitor: true })
  await enqueueMail(tx, { orgId: env.orgId, kind: 'meeting_cancelled_visitor', to: m.email, ...meetingCancelledMail(facts, true, reason), ics })
}

/** To the ambassador of a future meeting whose visitor was erased: the time only (the row is already cancelled and blanked). */
export async function mailMeetingCancelledForAmbassador(tx: Tx, env: OrgMailEnv, m: MeetingRow, ambassador: { email: string; firstName: string; timeZone: string }): Promise<void> {
  const facts = { visitor: '', ambassador: ambassador.firstName, when: formatWhen(m.startsAt, 'en', ambassador.timeZone), type: m.type, locale: 'en' as const, joinPage: null }
  const ics = meetingIcs(m, {
    title: meetingTitle(ambassador.firstName, env.orgNameEn),
    description: 'Cancelled: the visitor withdrew.',
    url: ambassadorMeetingsUrl(env.publicUrl),
    organizerName: env.orgNameEn,
  })
  await enqueueMail(tx, { orgId: env.orgId, kind: 'meeting_cancelled_ambassador', to: ambassador.email, ...meetingCancelledMail(facts, false, 'The visitor withdrew.'), ics })
}

export const questionClosedMail = (p: { visitor: string; topic: string; askUrl: string; locale: Locale }): MailText => ({
  subject: L(p.locale, `Your question was closed: ${p.topic}`, `Votre question a été fermée : ${p.topic}`),
  text: L(
    p.locale,
    `Hi ${p.visitor},\n\nThe ambassador you asked about "${p.topic}" has left the programme, so your question was closed unanswered.\nAnother ambassador will gladly answer it: ${p.askUrl}\n`,
    `Bonjour ${p.visitor},\n\nL'ambassadeur à qui vous avez demandé « ${p.topic} » a quitté le programme : votre question a été fermée sans réponse.\nUn autre ambassadeur y répondra volontiers : ${p.askUrl}\n`,
  ),
})

/** To the visitor of an open question whose ambassador was erased (no re-routing: decision 074). */
export async function mailQuestionClosedByErasure(tx: Tx, env: OrgMailEnv, q: { email: string; firstName: string; topic: string; locale: string }): Promise<void> {
  const locale = localeOf(q.locale)
  const askUrl = `${env.publicUrl}${locale === 'fr' ? '/fr' : ''}/question`
  await enqueueMail(tx, { orgId: env.orgId, kind: 'question_closed', to: q.email, ...questionClosedMail({ visitor: q.firstName, topic: q.topic, askUrl, locale }) })
}
