/** The "my conversations" link's e-mail (issue 33, decision 145), in the visitor's language. */
import type { Locale } from '../../src/contract/locale'
import type { MailText } from './templates'
import { portalUrl } from './locale'

/** The page that lists the visitor's conversations: the question page reads `?conversations=` in the browser. */
export const conversationsLink = (publicUrl: string, locale: Locale, token: string): string => portalUrl(publicUrl, locale, `/question?conversations=${encodeURIComponent(token)}`)

/**
 * One text for every address, known or not (nothing here may tell whether the
 * address asked anything): the page itself says when there is nothing yet.
 * The link comes first, so the demo's log line shows it (mailer.ts).
 */
export const conversationsLinkMail = (p: { org: string; link: string; days: number; locale: Locale }): MailText =>
  p.locale === 'fr'
    ? {
        subject: `Vos conversations avec ${p.org}`,
        text: `Bonjour,\n\nVoici le lien vers vos conversations et vos appels avec ${p.org} :\n${p.link}\n\nIl est valable ${p.days} jours et n'est qu'à vous : ne le transférez pas. Vous pouvez y mettre fin depuis la page. Si vous n'avez encore rien demandé avec cette adresse, la page vous dira comment commencer.\n\nSi vous n'avez pas demandé ce lien, ignorez cet e-mail.\n`,
      }
    : {
        subject: `Your conversations with ${p.org}`,
        text: `Hello,\n\nHere is the link to your conversations and calls with ${p.org}:\n${p.link}\n\nIt works for ${p.days} days and is yours alone: do not forward it. You can end it from the page. If you have not asked anything with this address yet, the page says how to start.\n\nIf you did not ask for this link, ignore this e-mail.\n`,
      }
