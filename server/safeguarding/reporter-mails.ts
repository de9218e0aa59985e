/**
 * The reporter's two e-mails (issue 32): "we have received your report" in
 * the report's transaction, and the outcome in the transaction where staff
 * act. The visitor is written to at the question's address, in the
 * question's language, with a fresh link to the thread (where its page shows
 * the report's state); the ambassador at their own address, in their
 * language, with the way to their inbox.
 */
import { eq } from 'drizzle-orm'
import type { Locale } from '../../src/contract/locale'
import type { Tx } from '../db/client'
import { ambassadors, questions } from '../db/schema'
import type { Deps } from '../core/deps'
import { enqueueMail, type MailKind } from '../notifications/outbox'
import { organizationName, portalUrl } from '../notifications/locale'
import { reportOutcomeMail, reportReceivedMail, type ReporterFacts, type ReportOutcome } from '../notifications/report-templates'
import { threadLink } from '../notifications/templates'
import { extendAccessTokens, mintAccessToken, sinceNow } from '../security/access-tokens'

export type Reporter = 'visitor' | 'ambassador'

/** A report as its mails need it: which conversation, who filed it (the ambassador's id for an ambassador's report). */
export interface FiledReport {
  readonly questionId: string
  readonly reportedBy: Reporter
  readonly ambassadorId: string | null
}

type MailDeps = Pick<Deps, 'org' | 'env'>

const asLocale = (value: string): Locale => (value === 'fr' ? 'fr' : 'en')

/**
 * A new link to the thread, as questions/access.ts mints them (that folder
 * imports this one): minting is the thread's activity, so its older links live on too.
 */
async function freshThreadLink(deps: MailDeps, tx: Tx, questionId: string, locale: Locale): Promise<string> {
  const token = await mintAccessToken(tx, 'thread', questionId, sinceNow())
  await extendAccessTokens(tx, 'thread', questionId, sinceNow())
  return threadLink(deps.env.publicUrl, locale, questionId, token)
}

/** Whom to write to and what they may read; null when the reporter is gone (erased). */
async function reporterOf(deps: MailDeps, tx: Tx, report: FiledReport): Promise<{ to: string; facts: ReporterFacts } | null> {
  if (report.reportedBy === 'visitor') {
    const [q] = await tx
      .select({ email: questions.email, firstName: questions.firstName, topic: questions.topic, locale: questions.locale })
      .from(questions)
      .where(eq(questions.id, report.questionId))
    if (q === undefined || q.email === '') return null
    const locale = asLocale(q.locale)
    const link = await freshThreadLink(deps, tx, report.questionId, locale)
    return { to: q.email, facts: { org: organizationName(deps.org.row, locale), by: 'visitor', firstName: q.firstName, topic: q.topic, link, locale } }
  }
  if (report.ambassadorId === null) return null
  const [a] = await tx
    .select({ email: ambassadors.email, firstName: ambassadors.firstName, locale: ambassadors.locale })
    .from(ambassadors)
    .where(eq(ambassadors.id, report.ambassadorId))
  if (a === undefined || a.email === '') return null
  const locale = asLocale(a.locale)
  const link = portalUrl(deps.env.publicUrl, locale, '/ambassadors')
  return { to: a.email, facts: { org: organizationName(deps.org.row, locale), by: 'ambassador', firstName: a.firstName, topic: null, link, locale } }
}

async function mailReporter(deps: MailDeps, tx: Tx, report: FiledReport, kind: MailKind, write: (facts: ReporterFacts) => { subject: string; text: string }): Promise<void> {
  const reporter = await reporterOf(deps, tx, report)
  if (reporter === null) return
  await enqueueMail(tx, { orgId: deps.org.id, kind, to: reporter.to, ...write(reporter.facts) })
}

/** "We have received your report", with the reporter's own reason. */
export const mailReportReceived = (deps: MailDeps, tx: Tx, report: FiledReport, reason: string): Promise<void> =>
  mailReporter(deps, tx, report, 'report_received', (facts) => reportReceivedMail(facts, reason))

/** One outcome mail per report staff closed (a conversation reported by both sides: each is told). */
export async function mailReportOutcomes(deps: MailDeps, tx: Tx, reports: readonly (FiledReport & { readonly outcome: ReportOutcome })[]): Promise<void> {
  for (const report of reports) await mailReporter(deps, tx, report, 'report_outcome', (facts) => reportOutcomeMail(facts, report.outcome))
}
