/**
 * The e-mails a community group's members get (decision 147): every one ends
 * with a one-click leave link, and the weekly digest lists the group's newly
 * published answers. Plain text, in the member's language.
 */
import type { Locale } from '../../src/contract/locale'
import type { MailText } from './templates'

const L = <T>(locale: Locale, en: T, fr: T): T => (locale === 'fr' ? fr : en)
const localePrefix = (locale: Locale): string => (locale === 'fr' ? '/fr' : '')

/** The group's page: its ambassadors, its Q&A and "ask this group". */
export const communityPageLink = (publicUrl: string, locale: Locale, communityId: string): string =>
  `${publicUrl}${localePrefix(locale)}/matchCommunity?community=${encodeURIComponent(communityId)}`

/** The leave page: it asks for one press (mail scanners open links), then leaves without signing in. */
export const communityLeaveLink = (publicUrl: string, locale: Locale, token: string): string =>
  `${publicUrl}${localePrefix(locale)}/matchCommunity?leave=${encodeURIComponent(token)}`

/** The last lines of every group e-mail. */
export const leaveFooter = (community: string, link: string, locale: Locale): string =>
  L(
    locale,
    `\n—\nTo leave ${community} or stop its weekly digest (no sign-in needed): ${link}\n`,
    `\n—\nPour quitter ${community} ou ne plus recevoir son résumé hebdomadaire (sans connexion) : ${link}\n`,
  )

interface DigestAnswer {
  readonly topic: string
}

/** The week's new published answers of a group, with the way to read them and the way out. */
export const communityDigestMail = (p: { community: string; answers: readonly DigestAnswer[]; pageUrl: string; leaveUrl: string; locale: Locale }): MailText => {
  const list = p.answers.map((a) => `• ${a.topic}`).join('\n')
  return {
    subject: L(
      p.locale,
      `${p.community}: ${p.answers.length === 1 ? '1 new answer' : `${p.answers.length} new answers`} this week`,
      `${p.community} : ${p.answers.length === 1 ? '1 nouvelle réponse' : `${p.answers.length} nouvelles réponses`} cette semaine`,
    ),
    text:
      L(
        p.locale,
        `New answers in ${p.community} this week:\n\n${list}\n\nRead them, or ask the group your own question: ${p.pageUrl}\n`,
        `Nouvelles réponses dans ${p.community} cette semaine :\n\n${list}\n\nLisez-les, ou posez votre propre question au groupe : ${p.pageUrl}\n`,
      ) + leaveFooter(p.community, p.leaveUrl, p.locale),
  }
}
