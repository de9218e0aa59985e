/** Email texts (plain text, en/fr). Links point at the portal (PUBLIC_URL). */
import type { Locale } from '../../src/contract/locale'
import { zoneName } from '../../src/contract/meeting-times'

export interface MailText {
  readonly subject: string
  readonly text: string
}

const L = <T>(locale: Locale, en: T, fr: T): T => (locale === 'fr' ? fr : en)
const localePrefix = (locale: Locale): string => (locale === 'fr' ? '/fr' : '')

/** "Monday 3 March 2031 at 09:00 (Eastern Time — Toronto)": the zone by its human name, never its IANA id (issue 33). */
export function formatWhen(date: Date, locale: Locale, timeZone: string): string {
  const zone = (() => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone
    } catch {
      return 'UTC'
    }
  })()
  return `${new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(date)} (${zoneName(zone, locale, date)})`
}

export const threadLink = (publicUrl: string, locale: Locale, threadId: string, token: string): string =>
  `${publicUrl}${localePrefix(locale)}/question?thread=${encodeURIComponent(threadId)}&token=${encodeURIComponent(token)}`

export const manageLink = (publicUrl: string, locale: Locale, token: string): string => `${publicUrl}${localePrefix(locale)}/meet?manage=${encodeURIComponent(token)}`

export const signInCodeMail = (org: string, code: string, minutes: number, locale: Locale): MailText => ({
  subject: L(locale, `Your ${org} sign-in code: ${code}`, `${org} — votre code de connexion : ${code}`),
  text: L(
    locale,
    `Your sign-in code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this email.`,
    `Votre code de connexion est ${code}. Il est valable ${minutes} minutes. Si vous ne l'avez pas demandé, ignorez cet e-mail.`,
  ),
})

export const questionReceivedMail = (p: { ambassador: string; visitor: string; topic: string; body: string; inboxUrl: string }): MailText => ({
  subject: `New question from ${p.visitor}: ${p.topic}`,
  text: `Hi ${p.ambassador},\n\n${p.visitor} asked you:\n\n${p.topic}\n${p.body}\n\nAnswer it in your inbox: ${p.inboxUrl}\n`,
})

export const questionAnsweredMail = (p: { visitor: string; ambassador: string; topic: string; answer: string; link: string; locale: Locale }): MailText => ({
  subject: L(p.locale, `${p.ambassador} answered your question`, `${p.ambassador} a répondu à votre question`),
  text: L(
    p.locale,
    `Hi ${p.visitor},\n\n${p.ambassador} answered "${p.topic}":\n\n${p.answer}\n\nRead the conversation: ${p.link}\n`,
    `Bonjour ${p.visitor},\n\n${p.ambassador} a répondu à « ${p.topic} » :\n\n${p.answer}\n\nLire la conversation : ${p.link}\n`,
  ),
})

export interface MeetingMailFacts {
  readonly visitor: string
  readonly ambassador: string
  readonly when: string
  readonly type: 'video' | 'phone'
  readonly locale: Locale
  /** A video call's join page (issue 32): the same link in both sides' e-mails. */
  readonly joinPage: string | null
}

/**
 * How the call happens, for one side (issue 32): the join page of a video
 * call; for a phone call, never the number itself in the ambassador's e-mail.
 */
export function callLine(m: MeetingMailFacts, toVisitor: boolean, locale: Locale): string {
  if (m.type === 'video' && m.joinPage !== null) {
    return L(
      locale,
      `Join the call here (the link opens 15 minutes before the start): ${m.joinPage}`,
      `Rejoignez l'appel ici (le lien s'ouvre 15 minutes avant le début) : ${m.joinPage}`,
    )
  }
  if (toVisitor) return L(locale, `${m.ambassador} will call you on the number you gave.`, `${m.ambassador} vous appellera au numéro que vous avez donné.`)
  return L(
    locale,
    `The visitor's number is shown in your area from one hour before the call, once you have confirmed it.`,
    `Le numéro du visiteur s'affiche dans votre espace une heure avant l'appel, une fois celui-ci confirmé.`,
  )
}

const typeName = (type: 'video' | 'phone', locale: Locale): string => (type === 'video' ? L(locale, 'video call', 'appel vidéo') : L(locale, 'phone call', 'appel téléphonique'))

/** Until the ambassador confirms, a booking is a request (issue 33): it says so, how long the wait usually is, and that an e-mail follows. */
export const meetingBookedVisitorMail = (m: MeetingMailFacts, link: string, confirmHours: number): MailText => ({
  subject: L(m.locale, `Request sent: a call with ${m.ambassador}`, `Demande envoyée : un appel avec ${m.ambassador}`),
  text: L(
    m.locale,
    `Hi ${m.visitor},\n\nYour request for a ${typeName(m.type, 'en')} with ${m.ambassador} on ${m.when} is sent. ${m.ambassador} confirms within about ${confirmHours} hours; you will get an e-mail.\n${callLine(m, true, 'en')}\nThe calendar file is attached. To change the time or cancel: ${link}\n`,
    `Bonjour ${m.visitor},\n\nVotre demande d'${typeName(m.type, 'fr')} avec ${m.ambassador} le ${m.when} est envoyée. ${m.ambassador} confirme en général sous ${confirmHours} heures environ ; vous recevrez un e-mail.\n${callLine(m, true, 'fr')}\nLe fichier de calendrier est joint. Pour changer l'horaire ou annuler : ${link}\n`,
  ),
})

export const meetingBookedAmbassadorMail = (m: MeetingMailFacts, message: string, inboxUrl: string): MailText => ({
  subject: `New call request from ${m.visitor}`,
  text: `Hi ${m.ambassador},\n\n${m.visitor} asks for a ${typeName(m.type, 'en')} with you on ${m.when}.\n${callLine(m, false, 'en')}\n${message === '' ? '' : `Message: ${message}\n`}\nConfirm or decline it: ${inboxUrl}\n`,
})

export const meetingAnsweredMail = (m: MeetingMailFacts, confirmed: boolean): MailText => ({
  subject: confirmed
    ? L(m.locale, `${m.ambassador} confirmed your call`, `${m.ambassador} a confirmé votre appel`)
    : L(m.locale, `${m.ambassador} cannot take your call`, `${m.ambassador} ne peut pas prendre votre appel`),
  text: confirmed
    ? L(
        m.locale,
        `Hi ${m.visitor},\n\nYour call on ${m.when} is confirmed.\n${callLine(m, true, 'en')}\n`,
        `Bonjour ${m.visitor},\n\nVotre appel du ${m.when} est confirmé.\n${callLine(m, true, 'fr')}\n`,
      )
    : L(
        m.locale,
        `Hi ${m.visitor},\n\nYour call on ${m.when} was declined. You can book another slot.\n`,
        `Bonjour ${m.visitor},\n\nVotre appel du ${m.when} a été refusé. Vous pouvez réserver un autre créneau.\n`,
      ),
})

export const meetingCancelledMail = (m: MeetingMailFacts, toVisitor: boolean, reason: string | null): MailText => {
  const locale = toVisitor ? m.locale : 'en'
  const name = toVisitor ? m.visitor : m.ambassador
  const why = reason === null || reason === '' ? '' : L(locale, `\nReason: ${reason}\n`, `\nMotif : ${reason}\n`)
  return {
    subject: L(locale, `Call cancelled: ${m.when}`, `Appel annulé : ${m.when}`),
    text: L(locale, `Hi ${name},\n\nThe call on ${m.when} is cancelled.${why}\n`, `Bonjour ${name},\n\nL'appel du ${m.when} est annulé.${why}\n`),
  }
}

export const communityJoinLink = (publicUrl: string, locale: Locale, token: string): string =>
  `${publicUrl}${localePrefix(locale)}/matchCommunity?confirm=${encodeURIComponent(token)}`

/** Double opt-in: nothing happens unless the link is followed, so a mistyped or someone else's address costs its owner nothing. */
export const communityJoinConfirmMail = (community: string, link: string, days: number, locale: Locale): MailText => ({
  subject: L(locale, `Confirm that you want to join ${community}`, `Confirmez votre inscription à ${community}`),
  text: L(
    locale,
    `Someone, hopefully you, asked to join ${community} with this email address.\n\nTo confirm, open this link (valid ${days} days):\n${link}\n\nIf it was not you, ignore this email: you will not be added and will not hear from us again.\n`,
    `Quelqu'un, vous sans doute, a demandé à rejoindre ${community} avec cette adresse e-mail.\n\nPour confirmer, ouvrez ce lien (valable ${days} jours) :\n${link}\n\nSi ce n'était pas vous, ignorez cet e-mail : vous ne serez pas inscrit·e et nous ne vous écrirons plus.\n`,
  ),
})

export const staffInvitationMail = (p: { org: string; role: 'owner' | 'editor'; invitedBy: string; consoleUrl: string; locale: Locale }): MailText => ({
  subject: L(p.locale, `You have been added to the ${p.org} staff console`, `Vous avez été ajouté à la console d'équipe ${p.org}`),
  text: L(
    p.locale,
    `${p.invitedBy} added you to the ${p.org} staff console as ${p.role}.\n\nSign in with this e-mail address (a one-time code is sent each time): ${p.consoleUrl}\n`,
    `${p.invitedBy} vous a ajouté à la console d'équipe ${p.org} en tant que ${p.role === 'owner' ? 'propriétaire' : 'éditeur'}.\n\nConnectez-vous avec cette adresse e-mail (un code à usage unique est envoyé à chaque fois) : ${p.consoleUrl}\n`,
  ),
})

export const ambassadorInvitationLink = (publicUrl: string, locale: Locale, token: string): string =>
  `${publicUrl}${localePrefix(locale)}/ambassadors?invite=${encodeURIComponent(token)}`

/** An invitation to become an ambassador: the link opens the ambassadors area, which then asks for the usual sign-in code. */
export const ambassadorInvitationMail = (p: { org: string; link: string; days: number; locale: Locale }): MailText => ({
  subject: L(p.locale, `You are invited to become an ambassador for ${p.org}`, `Vous êtes invité·e à devenir ambassadeur ou ambassadrice pour ${p.org}`),
  text: L(
    p.locale,
    `Hello,\n\n${p.org} invites you to join its student ambassadors: you will answer questions from prospective students and, if you wish, take short calls.\n\nTo accept, open this link within ${p.days} days, confirm your e-mail address with the code we send you, and complete your profile:\n${p.link}\n\nOnce the team has approved your profile, it appears on the site. If you were not expecting this, ignore this e-mail.\n`,
    `Bonjour,\n\n${p.org} vous invite à rejoindre ses ambassadeurs étudiants : vous répondrez aux questions de futurs étudiants et, si vous le souhaitez, prendrez de courts appels.\n\nPour accepter, ouvrez ce lien dans les ${p.days} jours, confirmez votre adresse e-mail avec le code que nous vous envoyons, puis complétez votre profil :\n${p.link}\n\nUne fois votre profil approuvé par l'équipe, il apparaît sur le site. Si vous ne vous attendiez pas à cet e-mail, ignorez-le.\n`,
  ),
})

/** Staff approved the profile: it is public now, and the ambassadors area (the link) is where questions arrive. */
export const ambassadorApprovedMail = (p: { name: string; org: string; areaUrl: string; locale: Locale }): MailText => ({
  subject: L(p.locale, `You are now an ambassador for ${p.org}`, `Vous êtes désormais ambassadeur ou ambassadrice pour ${p.org}`),
  text: L(
    p.locale,
    `Hello ${p.name},\n\nThe ${p.org} team has approved your profile: prospective students can now find you and send you questions. Your profile appears on the public pages after the next publication of the site.\n\nAnswer questions and manage your availability in your ambassador area (sign in with this e-mail address; a one-time code is sent each time):\n${p.areaUrl}\n`,
    `Bonjour ${p.name},\n\nL'équipe ${p.org} a approuvé votre profil : les futurs étudiants peuvent désormais vous trouver et vous poser leurs questions. Votre profil apparaît sur les pages publiques après la prochaine publication du site.\n\nRépondez aux questions et gérez vos disponibilités dans votre espace ambassadeur (connectez-vous avec cette adresse e-mail ; un code à usage unique est envoyé à chaque fois) :\n${p.areaUrl}\n`,
  ),
})

export const ambassadorAreaLink = (publicUrl: string, locale: Locale): string => `${publicUrl}${localePrefix(locale)}/ambassadors`

/** The reason a visitor reads when their call is cancelled because the ambassador left the program (deactivation). */
export const ambassadorLeftReason = (locale: Locale): string =>
  L(
    locale,
    'Your ambassador is no longer available. You can book a call with another ambassador.',
    "Votre ambassadeur n'est plus disponible. Vous pouvez réserver un appel avec un autre ambassadeur.",
  )
