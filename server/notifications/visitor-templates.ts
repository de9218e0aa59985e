/**
 * The visitor's e-mails about their conversation (issue 33, decision 144),
 * plain text in the visitor's language: the confirmation sent the moment a
 * question is asked, and the answers they have not read on the thread page,
 * several in one mail. The private link comes before any quoted text, so the
 * demo's log line (`link=`, mailer.ts) shows it even when a message quotes a URL.
 */
import type { Locale } from '../../src/contract/locale'
import { questionAnsweredMail } from './templates'
import type { MailText } from './templates'

const L = <T>(locale: Locale, en: T, fr: T): T => (locale === 'fr' ? fr : en)

const within = (hours: number, locale: Locale): string =>
  hours === 1 ? L(locale, 'within an hour', "en moins d'une heure") : L(locale, `within ${hours} hours`, `en moins de ${hours} heures`)

interface ConfirmationFacts {
  /** The visitor's first name, as typed with the question. */
  readonly visitor: string
  /** Who the question went to, as the visitor knows them: an ambassador's first name (or a group's ambassadors). */
  readonly recipient: string
  readonly topic: string
  readonly body: string
  /** The thread's private link (threadLink). */
  readonly link: string
  /** The organization's typical time to a first answer (questions/typical-answer-time.ts). */
  readonly typicalHours: number
  readonly locale: Locale
}

export function questionConfirmationMail(f: ConfirmationFacts): MailText {
  const en = [
    `Hi ${f.visitor},`,
    `Your question was sent to ${f.recipient}.`,
    `Your private link to the conversation (keep it to yourself: it is how you come back to it, on any device):\n${f.link}`,
    `Your question:\n\n${f.topic}\n${f.body}`,
    `What happens next: ambassadors usually answer ${within(f.typicalHours, 'en')}. We will e-mail you as soon as there is an answer, unless you have already read it on the conversation page.`,
    `If you did not ask this question, you can ignore this e-mail.`,
  ]
  const fr = [
    `Bonjour ${f.visitor},`,
    `Votre question a bien été envoyée à ${f.recipient}.`,
    `Votre lien privé vers la conversation (gardez-le pour vous : c'est par lui que vous y revenez, sur n'importe quel appareil) :\n${f.link}`,
    `Votre question :\n\n${f.topic}\n${f.body}`,
    `La suite : les ambassadeurs répondent généralement ${within(f.typicalHours, 'fr')}. Nous vous écrirons dès qu'une réponse arrivera, sauf si vous l'avez déjà lue sur la page de la conversation.`,
    `Si vous n'avez pas posé cette question, vous pouvez ignorer cet e-mail.`,
  ]
  return {
    subject: L(f.locale, `We received your question: ${f.topic}`, `Nous avons bien reçu votre question : ${f.topic}`),
    text: `${L(f.locale, en, fr).join('\n\n')}\n`,
  }
}

interface UnreadAnswersFacts {
  readonly visitor: string
  /** The ambassador's first name; null once they were erased. */
  readonly ambassador: string | null
  readonly topic: string
  /** The answers the visitor has neither read nor been told about, oldest first; null for one staff hid. */
  readonly messages: readonly (string | null)[]
  readonly link: string
  readonly locale: Locale
}

/** One answer reads as it always did (questionAnsweredMail); several are quoted together, oldest first. */
export function unreadAnswersMail(f: UnreadAnswersFacts): MailText {
  const ambassador = f.ambassador ?? L(f.locale, 'Your ambassador', 'Votre ambassadeur ou ambassadrice')
  const quoted = f.messages.map((m) => m ?? L(f.locale, '(hidden by staff)', "(masqué par l'équipe)"))
  if (quoted.length === 1) return questionAnsweredMail({ visitor: f.visitor, ambassador, topic: f.topic, answer: quoted[0] ?? '', link: f.link, locale: f.locale })
  const n = quoted.length
  return {
    subject: L(f.locale, `${ambassador} answered your question (${n} new messages)`, `${ambassador} a répondu à votre question (${n} nouveaux messages)`),
    text: L(
      f.locale,
      `Hi ${f.visitor},\n\n${ambassador} wrote ${n} messages about "${f.topic}":\n\n${quoted.join('\n\n---\n\n')}\n\nRead the conversation: ${f.link}\n`,
      `Bonjour ${f.visitor},\n\n${ambassador} vous a écrit ${n} messages à propos de « ${f.topic} » :\n\n${quoted.join('\n\n---\n\n')}\n\nLire la conversation : ${f.link}\n`,
    ),
  }
}
