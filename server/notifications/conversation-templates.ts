/**
 * The conversations' e-mails (issue 19, decision 090), plain text in English
 * and French by the ambassador's language: the visitor's follow-ups, several
 * sent within 5 minutes in one mail. Messages staff hid are not quoted.
 */
import type { Locale } from '../../src/contract/locale'
import type { MailText } from './templates'

const L = <T>(locale: Locale, en: T, fr: T): T => (locale === 'fr' ? fr : en)

export interface FollowUpFacts {
  readonly ambassador: string
  /** The visitor's first name, as typed with the question. */
  readonly visitor: string
  readonly topic: string
  /** The follow-ups' texts, oldest first; null for one staff hid. */
  readonly messages: readonly (string | null)[]
  readonly inboxUrl: string
  readonly locale: Locale
}

export function followUpMail(f: FollowUpFacts): MailText {
  const n = f.messages.length
  const quoted = f.messages.map((m) => (m === null ? L(f.locale, '(hidden by staff)', "(masqué par l'équipe)") : m)).join('\n\n---\n\n')
  const subject =
    n === 1
      ? L(f.locale, `${f.visitor} replied: ${f.topic}`, `${f.visitor} a répondu : ${f.topic}`)
      : L(f.locale, `${n} new messages from ${f.visitor}: ${f.topic}`, `${n} nouveaux messages de ${f.visitor} : ${f.topic}`)
  const intro =
    n === 1
      ? L(f.locale, `${f.visitor} replied in your conversation "${f.topic}":`, `${f.visitor} a répondu dans votre conversation « ${f.topic} » :`)
      : L(f.locale, `${f.visitor} sent ${n} messages in your conversation "${f.topic}":`, `${f.visitor} a envoyé ${n} messages dans votre conversation « ${f.topic} » :`)
  const hi = L(f.locale, `Hi ${f.ambassador},`, `Bonjour ${f.ambassador},`)
  const action = L(f.locale, `Reply in your inbox: ${f.inboxUrl}`, `Répondez depuis votre boîte : ${f.inboxUrl}`)
  return { subject, text: `${hi}\n\n${intro}\n\n${quoted}\n\n${action}\n` }
}
