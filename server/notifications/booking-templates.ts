/** E-mails of a booking's later life (issue 33): a visitor moving the call, and the reminders before it. Plain text, en/fr. */
import type { Locale } from '../../src/contract/locale'
import { callLine, type MailText, type MeetingMailFacts } from './templates'

const L = <T>(locale: Locale, en: T, fr: T): T => (locale === 'fr' ? fr : en)

/** To the visitor: the new time is a request again, until the ambassador confirms it. */
export const meetingRescheduledVisitorMail = (m: MeetingMailFacts, link: string, confirmHours: number): MailText => ({
  subject: L(m.locale, `Request sent: your call with ${m.ambassador} moves to ${m.when}`, `Demande envoyée : votre appel avec ${m.ambassador} passe au ${m.when}`),
  text: L(
    m.locale,
    `Hi ${m.visitor},\n\nYou asked to move your call with ${m.ambassador} to ${m.when}. ${m.ambassador} confirms within about ${confirmHours} hours; you will get an e-mail.\n${callLine(m, true, 'en')}\nThe updated calendar file is attached. To change the time again or cancel: ${link}\n`,
    `Bonjour ${m.visitor},\n\nVous avez demandé à déplacer votre appel avec ${m.ambassador} au ${m.when}. ${m.ambassador} confirme en général sous ${confirmHours} heures environ ; vous recevrez un e-mail.\n${callLine(m, true, 'fr')}\nLe fichier de calendrier mis à jour est joint. Pour changer à nouveau l'horaire ou annuler : ${link}\n`,
  ),
})

/** To the ambassador (in English, like their other mails): the call moved and waits for their confirmation again. */
export const meetingRescheduledAmbassadorMail = (m: MeetingMailFacts, previousWhen: string, inboxUrl: string): MailText => ({
  subject: `${m.visitor} asks to move your call to ${m.when}`,
  text: `Hi ${m.ambassador},\n\n${m.visitor} asks to move your call from ${previousWhen} to ${m.when}. Please confirm the new time again (or decline it).\n${callLine(m, false, 'en')}\n\nConfirm or decline it: ${inboxUrl}\n`,
})

/** A confirmed call is near: `hours` is 24 or 1. The visitor's reminder holds their manage link; the ambassador's their area. */
export const meetingReminderMail = (m: MeetingMailFacts, toVisitor: boolean, hours: number, link: string): MailText => {
  const locale = toVisitor ? m.locale : 'en'
  const name = toVisitor ? m.visitor : m.ambassador
  const other = toVisitor ? m.ambassador : m.visitor
  const soon = hours === 1 ? L(locale, 'in one hour', 'dans une heure') : L(locale, 'tomorrow', 'demain')
  return {
    subject: L(locale, `Reminder: your call with ${other} ${soon}`, `Rappel : votre appel avec ${other} ${soon}`),
    text: L(
      locale,
      `Hi ${name},\n\nA reminder: your call with ${other} is on ${m.when}.\n${callLine(m, toVisitor, 'en')}\n${toVisitor ? `To see, change or cancel it: ${link}` : `Your calls: ${link}`}\n`,
      `Bonjour ${name},\n\nPetit rappel : votre appel avec ${other} a lieu le ${m.when}.\n${callLine(m, toVisitor, 'fr')}\nPour le voir, le déplacer ou l'annuler : ${link}\n`,
    ),
  }
}
