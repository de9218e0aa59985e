/**
 * A participant reports a conversation (issue 18): the visitor with the
 * thread's link, or the ambassador it was asked to. The report freezes the
 * conversation (no new message from either side, conversation-state.ts)
 * until staff resolve it, and staff are e-mailed in the same transaction,
 * as is the reporter's acknowledgement (issue 32). Reporting again while
 * one's report is open adds nothing (and mails nothing).
 */
import { and, eq } from 'drizzle-orm'
import { reportSchema } from '../../src/contract/validation/moderation-schemas'
import { moderationItems } from '../db/schema'
import type { Auth } from '../core/actor'
import type { Deps } from '../core/deps'
import { forbidden } from '../core/errors'
import { assertValid } from '../core/validation'
import type { QuestionRow } from '../db/rows'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { conversationChanged, moderationChanged } from '../live/conversation-events'
import { publishLive } from '../live/events'
import { lockConversation } from '../safeguarding/conversation-state'
import { mailReportReceived, type Reporter } from '../safeguarding/reporter-mails'
import { mailStaff, moderationQueueUrl, reportedMail } from '../safeguarding/staff-mails'

/** A report is written in the organization, mailed to its staff (with a link to the queue), refused in the reporter's language. */
type ReportDeps = Pick<Deps, 'db' | 'org' | 'env' | 'locale'>

async function fileReport(deps: ReportDeps, q: QuestionRow, by: Reporter, reason: string): Promise<{ reported: true }> {
  await deps.db.transaction(async (tx) => {
    await lockConversation(tx, q.id)
    const open = await tx
      .select({ id: moderationItems.id })
      .from(moderationItems)
      .where(and(eq(moderationItems.questionId, q.id), eq(moderationItems.kind, 'report'), eq(moderationItems.status, 'open'), eq(moderationItems.reportedBy, by)))
      .limit(1)
    if (open.length > 0) return
    const [item] = await tx
      .insert(moderationItems)
      .values({
        orgId: deps.org.id,
        kind: 'report',
        source: 'conversation',
        questionId: q.id,
        ambassadorId: q.ambassadorId,
        // The visitor's reason is theirs: erasing the address removes it (server/erasure/).
        authorEmail: by === 'visitor' ? q.email : null,
        reason,
        reportedBy: by,
      })
      .returning({ id: moderationItems.id })
    // Frozen: both sides see it at once, and staff have a new item.
    await publishLive(tx, ...conversationChanged(q, 'STATUS_CHANGED'), moderationChanged(deps.org.id, 'NEW_ITEM', { questionId: q.id, itemId: item?.id }))
    await mailStaff(deps, tx, 'moderation_reported', reportedMail(deps.org.row.nameEn, by, moderationQueueUrl(deps.env)))
    await mailReportReceived(deps, tx, { questionId: q.id, reportedBy: by, ambassadorId: q.ambassadorId }, reason)
  })
  return { reported: true }
}

/**
 * Without a token (the thread opened from "Your questions"), only the visitor session that asked may
 * report here: the ambassador reports with reportQuestion, as themselves. Checked before the thread is
 * read (questions/access.ts: FORBIDDEN for another thread's token or another visitor, LINK_EXPIRED for
 * an expired one), before anything else is said.
 */
export function assertMayReportThread(auth: Auth, token: string): void {
  if (token === '' && auth.kind !== 'visitor') throw forbidden('Open this conversation from the link in your email to report it.')
}

/** The visitor's report of `thread`, as the caller may read it (null: no such thread, NOT_FOUND on `threadId`). */
export async function reportConversation(deps: ReportDeps, thread: QuestionRow | null, reason: string): Promise<{ reported: true }> {
  if (thread === null) throw new FieldErrorsFailure([domainError('threadId', 'NOT_FOUND', deps.locale)])
  const trimmed = reason.trim()
  assertValid(reportSchema, { reason: trimmed }, deps.locale)
  return fileReport(deps, thread, 'visitor', trimmed)
}

/** The ambassador's report of a question of their own inbox (the resolver checks it is theirs). */
export async function reportQuestion(deps: ReportDeps, question: QuestionRow, reason: string): Promise<{ reported: true }> {
  const trimmed = reason.trim()
  assertValid(reportSchema, { reason: trimmed }, deps.locale)
  return fileReport(deps, question, 'ambassador', trimmed)
}
