/**
 * What staff do to a conversation from the queue (issue 18): hide a message
 * (or show it again), take a published Q&A off the community pages, move a
 * question to another ambassador. Each in one transaction with its audit
 * entry (ids only).
 */
import { and, eq, sql } from 'drizzle-orm'
import { ambassadors, answers, followUps, hiddenMessages, questions } from '../db/schema'
import type { StaffActor } from '../core/actor'
import type { Deps } from '../core/deps'
import { enqueueMail } from '../notifications/outbox'
import { questionReceivedMail } from '../notifications/templates'
import { notePublicChange } from '../publishing/public-changes'
import type { QuestionRow } from '../db/rows'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { isUuid } from '../core/ids'
import { recordAudit } from '../audit/record'
import { conversationChanged, conversationMoved, moderationChanged } from '../live/conversation-events'
import { publishLive } from '../live/events'
import { messageOfOrg, questionOfOrg } from './staff-lookup'
import type { MessageKind } from './staff-lookup'
import type { MutationHideMessageArgs, MutationReassignQuestionArgs, MutationUnpublishQuestionArgs } from '../schema-types.generated'

export interface MessageView {
  readonly id: string
  readonly source: 'QUESTION' | 'ANSWER' | 'FOLLOW_UP'
  readonly topic: string | null
  readonly body: string
  readonly hidden: boolean
  readonly createdAt: Date
}

/** Staff act within their organization and are told what is wrong in their language. */
type ActionDeps = Pick<Deps, 'db' | 'org' | 'locale'>

async function reloadQuestion(deps: Pick<Deps, 'db'>, id: string): Promise<QuestionRow> {
  const [q] = await deps.db.select().from(questions).where(eq(questions.id, id))
  if (q === undefined) throw new Error('question vanished')
  return q
}

async function messageView(deps: Pick<Deps, 'db'>, question: QuestionRow, messageId: string, kind: MessageKind, hidden: boolean): Promise<MessageView> {
  if (kind === 'question') return { id: question.id, source: 'QUESTION', topic: question.topic, body: question.body, hidden, createdAt: question.createdAt }
  const table = kind === 'answer' ? answers : followUps
  const [m] = await deps.db.select({ id: table.id, body: table.body, createdAt: table.createdAt }).from(table).where(eq(table.id, messageId))
  if (m === undefined) throw new Error('message vanished')
  return { ...m, source: kind === 'answer' ? 'ANSWER' : 'FOLLOW_UP', topic: null, hidden }
}

/** Staff only, as the other actions: the resolver checks and passes the actor. */
export async function hideMessage(deps: ActionDeps, actor: StaffActor, args: MutationHideMessageArgs): Promise<{ message: MessageView; conversation: QuestionRow }> {
  const hide = args.hidden !== false
  const { question, kind } = await messageOfOrg(deps.db, deps.org.id, args.messageId, deps.locale)
  await deps.db.transaction(async (tx) => {
    const changed = hide
      ? await tx
          .insert(hiddenMessages)
          .values({ messageId: args.messageId, questionId: question.id, hiddenBy: actor.email })
          .onConflictDoNothing()
          .returning({ id: hiddenMessages.messageId })
      : await tx.delete(hiddenMessages).where(eq(hiddenMessages.messageId, args.messageId)).returning({ id: hiddenMessages.messageId })
    if (changed.length === 0) return
    await publishLive(tx, ...conversationChanged(question, 'STATUS_CHANGED'), moderationChanged(deps.org.id, 'CONVERSATION_CHANGED', { questionId: question.id }))
    // A published Q&A shows the text on prerendered pages.
    if (question.published) await notePublicChange(tx, deps.org.id)
    await recordAudit(tx, {
      orgId: deps.org.id,
      actorEmail: actor.email,
      kind: hide ? 'moderation.hide' : 'moderation.show',
      target: args.messageId,
      after: { questionId: question.id, message: kind },
    })
  })
  return { message: await messageView(deps, question, args.messageId, kind, hide), conversation: await reloadQuestion(deps, question.id) }
}

export async function unpublishQuestion(deps: ActionDeps, actor: StaffActor, args: MutationUnpublishQuestionArgs): Promise<{ conversation: QuestionRow }> {
  const q = await questionOfOrg(deps.db, deps.org.id, args.questionId, deps.locale)
  if (q.published) {
    await deps.db.transaction(async (tx) => {
      // Staff's decision holds (issue 32): the ambassador's next "publish" goes to staff for approval.
      await tx
        .update(questions)
        .set({ published: false, publishedAt: null, unpublishedByStaffAt: sql`now()` })
        .where(eq(questions.id, q.id))
      await notePublicChange(tx, deps.org.id)
      await publishLive(tx, ...conversationChanged(q, 'STATUS_CHANGED'), moderationChanged(deps.org.id, 'CONVERSATION_CHANGED', { questionId: q.id }))
      await recordAudit(tx, { orgId: deps.org.id, actorEmail: actor.email, kind: 'question.unpublish', target: q.id, before: { published: true }, after: { published: false } })
    })
  }
  return { conversation: await reloadQuestion(deps, q.id) }
}

/** The new ambassador is e-mailed a link to the inbox. */
export async function reassignQuestion(deps: ActionDeps & Pick<Deps, 'env'>, actor: StaffActor, args: MutationReassignQuestionArgs): Promise<{ conversation: QuestionRow }> {
  const q = await questionOfOrg(deps.db, deps.org.id, args.questionId, deps.locale)
  if (q.status === 'closed') throw new FieldErrorsFailure([domainError('questionId', 'INVALID_STATE', deps.locale)])
  const [target] = isUuid(args.ambassadorId)
    ? await deps.db
        .select()
        .from(ambassadors)
        .where(and(eq(ambassadors.id, args.ambassadorId), eq(ambassadors.orgId, deps.org.id)))
    : []
  if (target?.status !== 'active') throw new FieldErrorsFailure([domainError('ambassadorId', 'NOT_ACTIVE_AMBASSADOR', deps.locale)])
  if (target.id === q.ambassadorId) return { conversation: q }
  await deps.db.transaction(async (tx) => {
    await tx.update(questions).set({ ambassadorId: target.id }).where(eq(questions.id, q.id))
    await publishLive(tx, ...conversationMoved(q, target.id), moderationChanged(deps.org.id, 'CONVERSATION_CHANGED', { questionId: q.id }))
    const mail = questionReceivedMail({ ambassador: target.firstName, visitor: q.firstName, topic: q.topic, body: q.body, inboxUrl: `${deps.env.publicUrl}/ambassadors` })
    await enqueueMail(tx, { orgId: deps.org.id, kind: 'question_received', to: target.email, ...mail })
    await recordAudit(tx, {
      orgId: deps.org.id,
      actorEmail: actor.email,
      kind: 'question.reassign',
      target: q.id,
      before: { ambassadorId: q.ambassadorId },
      after: { ambassadorId: target.id },
    })
  })
  return { conversation: await reloadQuestion(deps, q.id) }
}
