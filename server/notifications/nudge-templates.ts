/**
 * The nudges' e-mails (issue 18, decision 082), plain text in English and
 * French: an ambassador's reminder about a question left unanswered, and the
 * staff's daily digest. The digest names ambassadors, never visitors, and
 * quotes no question: staff open the console for that.
 */
import type { Locale } from '../../src/contract/locale'
import type { MailText } from './templates'

const L = <T>(locale: Locale, en: T, fr: T): T => (locale === 'fr' ? fr : en)

export interface ReminderFacts {
  readonly org: string
  readonly ambassador: string
  /** The visitor's first name, as typed with the question. */
  readonly visitor: string
  readonly topic: string
  readonly hours: 24 | 48
  readonly inboxUrl: string
  readonly locale: Locale
}

export const questionReminderMail = (r: ReminderFacts): MailText =>
  r.hours === 24
    ? {
        subject: L(r.locale, `${r.visitor} is waiting for your answer`, `${r.visitor} attend votre réponse`),
        text: L(
          r.locale,
          `Hi ${r.ambassador},\n\n${r.visitor}'s question "${r.topic}" has been in your inbox for 24 hours. A short answer now helps more than a long one later.\n\nAnswer it, or close it if you cannot: ${r.inboxUrl}\n\n${r.org}\n`,
          `Bonjour ${r.ambassador},\n\nLa question de ${r.visitor}, « ${r.topic} », est dans votre boîte depuis 24 heures. Une réponse courte maintenant aide plus qu'une longue plus tard.\n\nRépondez-y, ou fermez-la si vous ne pouvez pas : ${r.inboxUrl}\n\n${r.org}\n`,
        ),
      }
    : {
        subject: L(r.locale, `Still unanswered after 2 days: ${r.topic}`, `Toujours sans réponse après 2 jours : ${r.topic}`),
        text: L(
          r.locale,
          `Hi ${r.ambassador},\n\n${r.visitor}'s question "${r.topic}" has been in your inbox for 48 hours. The ${r.org} team now sees it in its list of questions waiting too long.\n\nAnswer it, or close it if you cannot: ${r.inboxUrl}\n\nThis is the last reminder about this question.\n`,
          `Bonjour ${r.ambassador},\n\nLa question de ${r.visitor}, « ${r.topic} », est dans votre boîte depuis 48 heures. L'équipe ${r.org} la voit désormais parmi les questions qui attendent trop longtemps.\n\nRépondez-y, ou fermez-la si vous ne pouvez pas : ${r.inboxUrl}\n\nC'est le dernier rappel pour cette question.\n`,
        ),
      }

/** Questions waiting longer than the overdue threshold, per ambassador holding them. */
export interface WaitingQuestionsSection {
  readonly kind: 'waiting_questions'
  readonly items: readonly { readonly ambassador: string; readonly inactive: boolean; readonly count: number; readonly longestHours: number }[]
}

/** Safeguarding reports staff have not resolved yet. */
export interface OpenReportsSection {
  readonly kind: 'open_reports'
  readonly count: number
  readonly oldestHours: number
}

/** Profiles waiting for staff review (issue 32): changes of active ambassadors, and new profiles to approve. */
export interface ProfileReviewsSection {
  readonly kind: 'profile_reviews'
  readonly changes: number
  readonly newProfiles: number
  readonly oldestHours: number
}

export type DigestSection = WaitingQuestionsSection | OpenReportsSection | ProfileReviewsSection

const waited = (hours: number, locale: Locale): string => {
  const days = Math.floor(hours / 24)
  return days >= 2 ? L(locale, `${days} days`, `${days} jours`) : L(locale, `${hours} hours`, `${hours} heures`)
}

function profileReviewsText(section: ProfileReviewsSection, locale: Locale): string {
  return L(
    locale,
    `Profiles waiting for review: ${section.changes} change(s) to public profiles, ${section.newProfiles} new profile(s) (the oldest for ${waited(section.oldestHours, 'en')}). Visitors see the approved versions until you decide.`,
    `Profils en attente de vérification : ${section.changes} modification(s) de profils publics, ${section.newProfiles} nouveau(x) profil(s) (le plus ancien depuis ${waited(section.oldestHours, 'fr')}). Les visiteurs voient les versions approuvées tant que vous n'avez pas décidé.`,
  )
}

function sectionText(section: DigestSection, locale: Locale): string {
  if (section.kind === 'profile_reviews') return profileReviewsText(section, locale)
  if (section.kind === 'open_reports') {
    return L(
      locale,
      `Open reports: ${section.count} (the oldest for ${waited(section.oldestHours, 'en')}). The conversations stay frozen until someone looks at them.`,
      `Signalements ouverts : ${section.count} (le plus ancien depuis ${waited(section.oldestHours, 'fr')}). Les conversations restent gelées jusqu'à leur examen.`,
    )
  }
  const total = section.items.reduce((n, item) => n + item.count, 0)
  const lines = section.items.map((item) => {
    const who = item.inactive ? L(locale, `${item.ambassador} (inactive)`, `${item.ambassador} (inactif·ve)`) : item.ambassador
    return `- ${who}${L(locale, ':', ' :')} ${item.count} (${L(locale, 'the oldest for', 'la plus ancienne depuis')} ${waited(item.longestHours, locale)})`
  })
  return `${L(locale, `Questions waiting more than 48 hours: ${total}`, `Questions en attente depuis plus de 48 heures : ${total}`)}\n${lines.join('\n')}`
}

export interface DigestFacts {
  readonly org: string
  /** The UTC day, `YYYY-MM-DD`. */
  readonly day: string
  readonly sections: readonly DigestSection[]
  readonly consoleUrl: string
  readonly locale: Locale
}

export const staffDigestMail = (d: DigestFacts): MailText => ({
  subject: L(d.locale, `${d.org}: what needs you today (${d.day})`, `${d.org} : ce qui vous attend aujourd'hui (${d.day})`),
  text: L(
    d.locale,
    `Hello,\n\n${d.sections.map((s) => sectionText(s, 'en')).join('\n\n')}\n\nOpen the staff console: ${d.consoleUrl}\n\nYou receive this digest as a member of the ${d.org} staff, on days when something is waiting.\n`,
    `Bonjour,\n\n${d.sections.map((s) => sectionText(s, 'fr')).join('\n\n')}\n\nOuvrir la console d'équipe : ${d.consoleUrl}\n\nVous recevez ce récapitulatif en tant que membre de l'équipe ${d.org}, les jours où quelque chose attend.\n`,
  ),
})
