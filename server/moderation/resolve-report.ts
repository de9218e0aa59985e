/**
 * resolveReport (staff): closes a moderation item. RELEASE on a report
 * unfreezes the conversation (every open report on it is resolved with it);
 * KEEP_CLOSED closes the question for good and resolves the conversation's
 * open reports too. Audited with ids and counts only. Each report closed
 * here sends its reporter the outcome (issue 32), in the same transaction.
 */
import { and, eq, sql } from 'drizzle-orm'
import { moderationNoteSchema } from '../../src/contract/validation/moderation-schemas'
import { moderationItems, questions } from '../db/schema'
import type { StaffActor } from '../core/actor'
import type { Deps } from '../core/deps'
import { assertValid } from '../core/validation'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { isUuid } from '../core/ids'
import { recordAudit } from '../audit/record'
import { conversationChanged, moderationChanged } from '../live/conversation-events'
import { publishLive } from '../live/events'
import { mailReportOutcomes, type FiledReport } from '../safeguarding/reporter-mails'
import type { ModerationItemRow } from '../db/rows'
import { notFound } from './staff-lookup'
import type { MutationResolveReportArgs } from '../schema-types.generated'

/** The reports among `items`, as their outcome mails need them. */
const reportsOf = (items: readonly Pick<ModerationItemRow, 'kind' | 'questionId' | 'reportedBy' | 'ambassadorId'>[]): FiledReport[] =>
  items.flatMap((i) =>
    i.kind === 'report' && i.questionId !== null && i.reportedBy !== null ? [{ questionId: i.questionId, reportedBy: i.reportedBy, ambassadorId: i.ambassadorId }] : [],
  )

/** Staff only: the resolver checks and passes the actor. */
export async function resolveReport(deps: Pick<Deps, 'db' | 'org' | 'env' | 'locale'>, actor: StaffActor, args: MutationResolveReportArgs): Promise<{ item: ModerationItemRow }> {
  const note = (args.note ?? '').trim()
  assertValid(moderationNoteSchema, { note }, deps.locale)
  if (!isUuid(args.reportId)) throw notFound('reportId', deps.locale)
  // Blocking is its own staff action (blockVisitor, an ambassador made inactive), which closes the reports it answers.
  if (args.action === 'BLOCK') throw new FieldErrorsFailure([domainError('action', 'INVALID_STATE', deps.locale)])
  const resolution: 'release' | 'keep_closed' = args.action === 'KEEP_CLOSED' ? 'keep_closed' : 'release'
  return deps.db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(moderationItems)
      .where(and(eq(moderationItems.id, args.reportId), eq(moderationItems.orgId, deps.org.id)))
      .for('update')
    if (item === undefined) throw notFound('reportId', deps.locale)
    if (item.status !== 'open') throw new FieldErrorsFailure([domainError('reportId', 'INVALID_STATE', deps.locale)])
    // Closing is about a conversation: a flagged profile, meeting or join note has none.
    if (resolution === 'keep_closed' && item.questionId === null) throw new FieldErrorsFailure([domainError('action', 'INVALID_STATE', deps.locale)])
    const done = { status: 'resolved' as const, resolvedAt: sql`now()`, resolvedBy: actor.email, resolution, note: note === '' ? null : note }
    const [resolved] = await tx.update(moderationItems).set(done).where(eq(moderationItems.id, item.id)).returning()
    let others: FiledReport[] = []
    if (item.questionId !== null && (item.kind === 'report' || resolution === 'keep_closed')) {
      const rows = await tx
        .update(moderationItems)
        .set(done)
        .where(and(eq(moderationItems.questionId, item.questionId), eq(moderationItems.kind, 'report'), eq(moderationItems.status, 'open')))
        .returning({ kind: moderationItems.kind, questionId: moderationItems.questionId, reportedBy: moderationItems.reportedBy, ambassadorId: moderationItems.ambassadorId })
      others = reportsOf(rows)
    }
    if (resolution === 'keep_closed' && item.questionId !== null)
      await tx
        .update(questions)
        .set({ status: 'closed', closedAt: sql`now()`, closedBy: 'staff' })
        .where(eq(questions.id, item.questionId))
    await recordAudit(tx, {
      orgId: deps.org.id,
      actorEmail: actor.email,
      kind: 'moderation.resolve',
      target: item.id,
      before: { status: 'open' },
      after: { status: 'resolved', resolution, questionId: item.questionId, alsoResolved: others.length },
    })
    if (resolved === undefined) throw new Error('moderation item vanished')
    await publishLive(tx, moderationChanged(deps.org.id, 'ITEM_RESOLVED', { questionId: item.questionId, itemId: item.id }))
    if (item.questionId !== null) {
      // Released or closed: the conversation's participants see its new state.
      const [q] = await tx.select({ id: questions.id, orgId: questions.orgId, ambassadorId: questions.ambassadorId }).from(questions).where(eq(questions.id, item.questionId))
      if (q !== undefined) await publishLive(tx, ...conversationChanged(q, 'STATUS_CHANGED'))
    }
    await mailReportOutcomes(
      deps,
      tx,
      [...reportsOf([item]), ...others].map((r) => ({ ...r, outcome: resolution })),
    )
    return { item: resolved }
  })
}
