/**
 * Blocking the reported person is one of staff's answers to a report (issue
 * 32): blocking a visitor's address (blockVisitor), or making an ambassador
 * inactive. Each open report on that person's conversations is then closed
 * in the same transaction: resolved as `block` for the other side's report
 * (its reporter is told the person was blocked), as `keep_closed` for a
 * report the blocked person filed; the conversation is closed for good, and
 * each reporter gets the outcome e-mail. Audited like resolveReport, with
 * ids only.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { moderationItems, questions } from '../db/schema'
import type { Deps } from '../core/deps'
import { recordAudit } from '../audit/record'
import { conversationChanged, moderationChanged } from '../live/conversation-events'
import { publishLive } from '../live/events'
import type { ReportOutcome } from '../notifications/report-templates'
import { mailReportOutcomes, type Reporter } from './reporter-mails'

const openReportsOn = (questionIds: readonly string[]) =>
  and(inArray(moderationItems.questionId, [...questionIds]), eq(moderationItems.kind, 'report'), eq(moderationItems.status, 'open'))

/** The conversations with an open report whose asker used `email` (a visitor staff are blocking). */
export async function reportedConversationsOfVisitor(tx: Tx, orgId: string, email: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: questions.id })
    .from(moderationItems)
    .innerJoin(questions, eq(questions.id, moderationItems.questionId))
    .where(and(eq(moderationItems.orgId, orgId), eq(moderationItems.kind, 'report'), eq(moderationItems.status, 'open'), sql`lower(trim(${questions.email})) = ${email}`))
  return rows.map((r) => r.id)
}

/** The conversations with an open report that were asked to `ambassadorId` (an ambassador staff are making inactive). */
export async function reportedConversationsOfAmbassador(tx: Tx, orgId: string, ambassadorId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: questions.id })
    .from(moderationItems)
    .innerJoin(questions, eq(questions.id, moderationItems.questionId))
    .where(and(eq(moderationItems.orgId, orgId), eq(moderationItems.kind, 'report'), eq(moderationItems.status, 'open'), eq(questions.ambassadorId, ambassadorId)))
  return rows.map((r) => r.id)
}

/** Closes the open reports on `questionIds` because staff blocked `blocked` (that side of each conversation); returns how many. */
export async function closeReportsOnBlock(deps: Pick<Deps, 'org' | 'env'>, tx: Tx, actorEmail: string, questionIds: readonly string[], blocked: Reporter): Promise<number> {
  if (questionIds.length === 0) return 0
  const open = await tx.select().from(moderationItems).where(openReportsOn(questionIds)).for('update')
  const closed: { questionId: string; reportedBy: Reporter; ambassadorId: string | null; outcome: ReportOutcome }[] = []
  for (const item of open) {
    if (item.questionId === null || item.reportedBy === null) continue
    const outcome: ReportOutcome = item.reportedBy === blocked ? 'keep_closed' : 'block'
    await tx
      .update(moderationItems)
      .set({ status: 'resolved', resolvedAt: sql`now()`, resolvedBy: actorEmail, resolution: outcome })
      .where(eq(moderationItems.id, item.id))
    await recordAudit(tx, {
      orgId: deps.org.id,
      actorEmail,
      kind: 'moderation.resolve',
      target: item.id,
      before: { status: 'open' },
      after: { status: 'resolved', resolution: outcome, questionId: item.questionId, blocked },
    })
    await publishLive(tx, moderationChanged(deps.org.id, 'ITEM_RESOLVED', { questionId: item.questionId, itemId: item.id }))
    closed.push({ questionId: item.questionId, reportedBy: item.reportedBy, ambassadorId: item.ambassadorId, outcome })
  }
  const closedQuestions = await tx
    .update(questions)
    .set({ status: 'closed', closedAt: sql`now()`, closedBy: 'staff' })
    .where(and(inArray(questions.id, [...questionIds]), ne(questions.status, 'closed')))
    .returning({ id: questions.id, orgId: questions.orgId, ambassadorId: questions.ambassadorId })
  for (const q of closedQuestions) await publishLive(tx, ...conversationChanged(q, 'STATUS_CHANGED'))
  await mailReportOutcomes(deps, tx, closed)
  return closed.length
}
