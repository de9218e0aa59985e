/**
 * A participant reports a conversation (issue 18): the visitor with the
 * thread's link, or the ambassador it was asked to. The report freezes the
 * conversation (no new message from either side, conversation-state.ts)
 * until staff resolve it, and staff are e-mailed in the same transaction.
 * Reporting again while one's report is open adds nothing.
 */
import { and, eq } from 'drizzle-orm'
import { reportSchema } from '../../src/contract/validation/moderation-schemas'
import { moderationItems } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import { forbidden } from '../core/errors'
import { assertValid } from '../core/validation'
import type { QuestionRow } from '../db/rows'
import { readableThread } from '../questions/access'
import { ownQuestion } from '../questions/answer'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { conversationChanged, moderationChanged } from '../live/conversation-events'
import { publishLive } from '../live/events'
import { lockConversation } from '../safeguarding/conversation-state'
import { mailStaff, moderationQueueUrl, reportedMail } from '../safeguarding/staff-mails'

type Reporter = 'visitor' | 'ambassador'

async function fileReport(ctx: ApiContext, q: QuestionRow, by: Reporter, reason: string): Promise<{ reported: true }> {
  await ctx.db.transaction(async (tx) => {
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
        orgId: ctx.org.id,
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
    await publishLive(tx, ...conversationChanged(q, 'STATUS_CHANGED'), moderationChanged(ctx.org.id, 'NEW_ITEM', { questionId: q.id, itemId: item?.id }))
    await mailStaff(ctx, tx, 'moderation_reported', reportedMail(ctx.org.row.nameEn, by, moderationQueueUrl(ctx.env)))
  })
  return { reported: true }
}

export async function reportConversation(ctx: ApiContext, args: { threadId: string; token: string; reason: string }): Promise<{ reported: true }> {
  const reason = args.reason.trim()
  // Without a token (the thread opened from "Your questions"), only the visitor session that asked may
  // report here: the ambassador reports with reportQuestion, as themselves.
  if (args.token === '' && (await ctx.auth()).kind !== 'visitor') throw forbidden('Open this conversation from the link in your email to report it.')
  // FORBIDDEN for another thread's token or another visitor, LINK_EXPIRED for an expired one, before anything else is said.
  const q = await readableThread(ctx, await ctx.auth(), args.threadId, args.token === '' ? null : args.token)
  if (q === null) throw new FieldErrorsFailure([domainError('threadId', 'NOT_FOUND', ctx.locale)])
  assertValid(reportSchema, { reason }, ctx.locale)
  return fileReport(ctx, q, 'visitor', reason)
}

export async function reportQuestion(ctx: ApiContext, args: { questionId: string; reason: string }): Promise<{ reported: true }> {
  const q = await ownQuestion(ctx, await ctx.requireAmbassador(), args.questionId)
  const reason = args.reason.trim()
  assertValid(reportSchema, { reason }, ctx.locale)
  return fileReport(ctx, q, 'ambassador', reason)
}
