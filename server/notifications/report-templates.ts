/**
 * What the person who reported a conversation is told (issue 32): an
 * acknowledgement at once, then the outcome when staff act, plain text in the
 * reporter's language. Safeguarding first: nothing of the other party (no
 * name, no address, no text they wrote) is ever in these mails. A visitor's
 * own topic is quoted back to them (they wrote it); an ambassador's mail names
 * no topic, because the visitor wrote it. The reporter's reason is theirs.
 */
import type { Locale } from '../../src/contract/locale'
import type { MailText } from './templates'

const L = <T>(locale: Locale, en: T, fr: T): T => (locale === 'fr' ? fr : en)

/** What staff did: released it, kept it closed, or blocked the reported person (which closes it too). */
export type ReportOutcome = 'release' | 'keep_closed' | 'block'

export interface ReporterFacts {
  readonly org: string
  readonly by: 'visitor' | 'ambassador'
  /** The reporter's own first name. */
  readonly firstName: string
  /** The visitor's topic, for the visitor only (null for an ambassador: the visitor wrote it). */
  readonly topic: string | null
  /** Where the reporter sees the conversation: the thread's link (visitor) or the ambassadors area. */
  readonly link: string
  readonly locale: Locale
}

const hello = (f: ReporterFacts): string => L(f.locale, `Hi ${f.firstName},`, `Bonjour ${f.firstName},`)

/** "your conversation "Topic"" for a visitor, "a conversation in your inbox" for an ambassador. */
const conversation = (f: ReporterFacts): string =>
  f.topic === null
    ? L(f.locale, 'a conversation in your inbox', 'une conversation de votre boîte de réception')
    : L(f.locale, `your conversation "${f.topic}"`, `votre conversation « ${f.topic} »`)

const whereToSee = (f: ReporterFacts): string =>
  f.by === 'visitor'
    ? L(f.locale, `See the conversation: ${f.link}`, `Voir la conversation : ${f.link}`)
    : L(f.locale, `Your inbox: ${f.link}`, `Votre boîte de réception : ${f.link}`)

export function reportReceivedMail(f: ReporterFacts, reason: string): MailText {
  return {
    subject: L(f.locale, `${f.org}: we have received your report`, `${f.org} : nous avons bien reçu votre signalement`),
    text: L(
      f.locale,
      `${hello(f)}\n\nThank you for reporting ${conversation(f)}. The ${f.org} team will look at it. Until then the conversation is paused: no new message can be sent in it.\n\nWhat you told us:\n${reason}\n\nWe will e-mail you again as soon as the team has acted.\n\n${whereToSee(f)}\n`,
      `${hello(f)}\n\nMerci d'avoir signalé ${conversation(f)}. L'équipe ${f.org} va l'examiner. D'ici là, la conversation est suspendue : aucun nouveau message ne peut y être envoyé.\n\nCe que vous nous avez dit :\n${reason}\n\nNous vous écrirons de nouveau dès que l'équipe aura agi.\n\n${whereToSee(f)}\n`,
    ),
  }
}

/** What the outcome means for the reporter; "the person" is the other side, never named. */
function outcomeText(f: ReporterFacts, outcome: ReportOutcome): string {
  switch (outcome) {
    case 'release':
      return L(
        f.locale,
        'The team found that the conversation can continue: it is open again. If something worries you again, you can report it again from the conversation.',
        "L'équipe a estimé que la conversation pouvait continuer : elle est de nouveau ouverte. Si quelque chose vous inquiète encore, vous pouvez la signaler de nouveau depuis la conversation.",
      )
    case 'keep_closed':
      return L(
        f.locale,
        'The team has closed the conversation for good: nobody can write in it any more.',
        "L'équipe a fermé la conversation définitivement : personne ne peut plus y écrire.",
      )
    case 'block':
      return f.by === 'visitor'
        ? L(
            f.locale,
            'The team has removed the ambassador you reported from the programme and closed the conversation. You can ask another ambassador your questions.',
            "L'équipe a retiré du programme l'ambassadeur que vous avez signalé et a fermé la conversation. Vous pouvez poser vos questions à un autre ambassadeur.",
          )
        : L(
            f.locale,
            'The team has blocked the person you reported: they can no longer ask questions or book calls. The conversation is closed.',
            "L'équipe a bloqué la personne que vous avez signalée : elle ne peut plus poser de questions ni réserver d'appels. La conversation est fermée.",
          )
  }
}

export function reportOutcomeMail(f: ReporterFacts, outcome: ReportOutcome): MailText {
  return {
    subject: L(f.locale, `${f.org}: the team has acted on your report`, `${f.org} : l'équipe a traité votre signalement`),
    text: L(
      f.locale,
      `${hello(f)}\n\nThe ${f.org} team has looked at ${conversation(f)}, which you reported.\n\n${outcomeText(f, outcome)}\n\nThank you for telling us.\n\n${whereToSee(f)}\n`,
      `${hello(f)}\n\nL'équipe ${f.org} a examiné ${conversation(f)}, que vous avez signalée.\n\n${outcomeText(f, outcome)}\n\nMerci de nous avoir prévenus.\n\n${whereToSee(f)}\n`,
    ),
  }
}
