/**
 * The e-mails of profile review (issue 32). Staff: a change waits (both
 * languages, like the safeguarding alerts: staff have no language setting),
 * naming no one — the console behind the sign-in is where they read it.
 * The ambassador: a change was not approved, with the staff's reason, in the
 * language they completed the profile in.
 */
import type { Locale } from '../../src/contract/locale'
import type { Tx } from '../db/client'
import type { Deps } from '../core/deps'
import type { AmbassadorRow } from '../db/rows'
import type { Mail } from '../notifications/outbox'
import { ambassadorAreaLink, type MailText } from '../notifications/templates'
import { mailStaff } from '../safeguarding/staff-mails'

const L = <T>(locale: Locale, en: T, fr: T): T => (locale === 'fr' ? fr : en)

export function profileWaitingMail(org: string, consoleUrl: string): MailText {
  return {
    subject: `[${org}] A profile change waits for review / Une modification de profil attend votre vérification`,
    text:
      `An ambassador changed their public profile. Visitors keep seeing the approved version until you approve the change: ${consoleUrl}\n\n` +
      `Un ambassadeur a modifié son profil public. Les visiteurs voient la version approuvée tant que vous n'avez pas approuvé la modification : ${consoleUrl}\n`,
  }
}

export async function mailStaffProfileWaiting(deps: Pick<Deps, 'org' | 'env'>, tx: Tx): Promise<void> {
  await mailStaff(deps, tx, 'profile_review_waiting', profileWaitingMail(deps.org.row.nameEn, `${deps.env.publicUrl}/staff`))
}

export interface RejectionFacts {
  readonly name: string
  readonly org: string
  readonly reason: string
  readonly areaUrl: string
  readonly locale: Locale
}

export const profileRejectedMail = (r: RejectionFacts): MailText => ({
  subject: L(r.locale, `Your profile change was not approved`, `Votre modification de profil n'a pas été approuvée`),
  text: L(
    r.locale,
    `Hi ${r.name},\n\nThe ${r.org} team did not approve the change to your public profile. Visitors still see your profile as it was.\n\nTheir reason:\n${r.reason}\n\nYou can edit your profile and send it again: ${r.areaUrl}\n\n${r.org}\n`,
    `Bonjour ${r.name},\n\nL'équipe ${r.org} n'a pas approuvé la modification de votre profil public. Les visiteurs voient toujours votre profil tel qu'il était.\n\nLeur motif :\n${r.reason}\n\nVous pouvez modifier votre profil et l'envoyer à nouveau : ${r.areaUrl}\n\n${r.org}\n`,
  ),
})

/** The rejection e-mail to the ambassador, in their language. */
export function rejectionMailTo(deps: Pick<Deps, 'org' | 'env'>, ambassador: AmbassadorRow, reason: string): Mail {
  const locale = ambassador.locale
  const org = locale === 'fr' ? deps.org.row.nameFr : deps.org.row.nameEn
  const areaUrl = ambassadorAreaLink(deps.env.publicUrl, locale)
  return { orgId: deps.org.id, kind: 'profile_change_rejected', to: ambassador.email, ...profileRejectedMail({ name: ambassador.firstName, org, reason, areaUrl, locale }) }
}
