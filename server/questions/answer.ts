/**
 * The ambassador side of a question: answer (optionally publishing the Q&A),
 * publish/unpublish, close. Answering refreshes the ambassador's response-time
 * figures and mails the visitor a fresh link to the thread. Where the
 * organization approves published Q&A, publishing files it for staff review
 * instead (publication-review.ts).
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import { answerSchema } from '../../src/contract/validation/account-schemas'
import { refreshAnswerStats } from '../ambassadors/stats'
import type { Tx } from '../db/client'
import { ambassadors, answers, questions } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import { forbidden } from '../core/errors'
import { assertValid } from '../core/validation'
import type { Locale } from '../../src/contract/locale'
import { enqueueMail } from '../notifications/outbox'
import { questionAnsweredMail, threadLink } from '../notifications/templates'
import { bumpDirectoryVersion } from '../organizations/directory-version'
import { notePublicChange } from '../publishing/public-changes'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { runIdempotent } from '../security/idempotency'
import { isUuid } from '../core/ids'
import { assertNotUnderReview, lockConversation } from '../safeguarding/conversation-state'
import { recordFlags } from '../safeguarding/flags'
import { screenTexts } from '../safeguarding/screen'
import { isConnected } from '../live/connected'
import { conversationChanged } from '../live/conversation-events'
import { publishLive } from '../live/events'
import { mintThreadToken } from './access'
import type { QuestionRow } from '../db/rows'
import { approvalRequired, requestPublicationReview, withdrawPublicationReview } from './publication-review'

/** The signed-in ambassador's own question, or NOT_FOUND / FORBIDDEN. */
export async function ownQuestion(ctx: ApiContext, questionId: string): Promise<QuestionRow> {
  const { ambassadorId } = await ctx.requireAmbassador()
  const [q] = isUuid(questionId)
    ? await ctx.db
        .select()
        .from(questions)
        .where(and(eq(questions.id, questionId), eq(questions.orgId, ctx.org.id)))
    : []
  if (q === undefined) throw new FieldErrorsFailure([domainError('questionId', 'NOT_FOUND', ctx.locale)])
  if (q.ambassadorId !== ambassadorId) throw forbidden('This question was asked to another ambassador.')
  return q
}

async function reload(ctx: ApiContext, id: string): Promise<QuestionRow> {
  const [q] = await ctx.db.select().from(questions).where(eq(questions.id, id))
  if (q === undefined) throw new Error('question vanished')
  return q
}

async function notifyVisitor(ctx: ApiContext, tx: Tx, q: QuestionRow, body: string): Promise<void> {
  const [ambassador] = await tx.select({ firstName: ambassadors.firstName }).from(ambassadors).where(eq(ambassadors.id, q.ambassadorId))
  const locale: Locale = q.locale === 'fr' ? 'fr' : 'en'
  // Minting also keeps the thread's older links alive (its activity), mail or not.
  const token = await mintThreadToken(tx, q.id)
  // A visitor watching the thread sees the answer appear (issue 19): no mail.
  if (await isConnected({ kind: 'visitor', threadId: q.id })) return
  const link = threadLink(ctx.env.publicUrl, locale, q.id, token)
  const mail = questionAnsweredMail({ visitor: q.firstName, ambassador: ambassador?.firstName ?? '', topic: q.topic, answer: body, link, locale })
  await enqueueMail(tx, { orgId: ctx.org.id, kind: 'question_answered', to: q.email, ...mail })
}

export interface AnswerInput {
  questionId: string
  body: string
  publish: boolean | null
  idempotencyKey: string
}

export async function answerQuestion(ctx: ApiContext, input: AnswerInput): Promise<{ question: QuestionRow }> {
  const q = await ownQuestion(ctx, input.questionId)
  const body = input.body.trim()
  assertValid(answerSchema, { body }, ctx.locale)
  if (q.status === 'closed') throw new FieldErrorsFailure([domainError('questionId', 'INVALID_STATE', ctx.locale)])
  await assertNotUnderReview(ctx.db, q.id, ctx.locale)
  const flagged = await screenTexts(ctx, [{ field: 'body', value: input.body }])
  const publish = input.publish === true
  await runIdempotent(
    ctx.db,
    {
      orgId: ctx.org.id,
      scope: 'answerQuestion',
      key: input.idempotencyKey,
      subject: (await ctx.caller()).subject,
      request: { questionId: q.id, body, publish },
      locale: ctx.locale,
    },
    async (tx) => {
      // Checked again under the conversation's lock: a report filed since the check above holds the answer back.
      await lockConversation(tx, q.id)
      await assertNotUnderReview(tx, q.id, ctx.locale)
      const [answer] = await tx.insert(answers).values({ questionId: q.id, ambassadorId: q.ambassadorId, body }).returning({ id: answers.id })
      if (answer !== undefined) await recordFlags(ctx, tx, { source: 'answer', questionId: q.id, answerId: answer.id, ambassadorId: q.ambassadorId }, flagged)
      // With approval on, a new answer on a public Q&A is new public content: staff see it first.
      const review = (publish || q.published) && (await approvalRequired(tx, ctx.org.id))
      await tx
        .update(questions)
        .set({
          status: 'answered',
          answeredAt: sql`coalesce(${questions.answeredAt}, now())`,
          ...(publish && !review ? { published: true, publishedAt: sql`coalesce(${questions.publishedAt}, now())` } : {}),
        })
        .where(eq(questions.id, q.id))
      if (review) await requestPublicationReview(tx, ctx.org.id, q.id)
      else if (publish) await withdrawPublicationReview(tx, q.id)
      await refreshAnswerStats(tx, q.ambassadorId)
      await bumpDirectoryVersion(tx, ctx.org.id)
      // Prerendered cards show answer counts and response times, and a published Q&A its answers.
      await notePublicChange(tx, ctx.org.id)
      await notifyVisitor(ctx, tx, q, body)
      await publishLive(tx, ...conversationChanged(q, 'ANSWERED'))
      return { resultId: answer?.id ?? q.id, value: null }
    },
    () => Promise.resolve(null),
  )
  return { question: await reload(ctx, q.id) }
}

export async function setPublished(ctx: ApiContext, questionId: string, published: boolean): Promise<{ question: QuestionRow }> {
  const q = await ownQuestion(ctx, questionId)
  if (published && q.answeredAt === null) throw new FieldErrorsFailure([domainError('questionId', 'INVALID_STATE', ctx.locale)])
  // A reported conversation is not shared with the community before staff looked at it.
  if (published) await assertNotUnderReview(ctx.db, q.id, ctx.locale)
  await ctx.db.transaction(async (tx) => {
    if (published && !q.published && (await approvalRequired(tx, ctx.org.id))) return requestPublicationReview(tx, ctx.org.id, q.id)
    await tx
      .update(questions)
      .set({ published, publishedAt: published ? sql`coalesce(${questions.publishedAt}, now())` : null })
      .where(eq(questions.id, q.id))
    await withdrawPublicationReview(tx, q.id)
    // Published Q&As appear on prerendered pages (community groups, profiles).
    if (published !== q.published) await notePublicChange(tx, ctx.org.id)
  })
  return { question: await reload(ctx, q.id) }
}

export async function closeQuestion(ctx: ApiContext, questionId: string): Promise<{ question: QuestionRow }> {
  const q = await ownQuestion(ctx, questionId)
  // Closing twice keeps who closed it first (decision 090).
  await ctx.db.transaction(async (tx) => {
    const closed = await tx
      .update(questions)
      .set({ status: 'closed', closedAt: sql`now()`, closedBy: 'ambassador' })
      .where(and(eq(questions.id, q.id), ne(questions.status, 'closed')))
      .returning({ id: questions.id })
    if (closed.length > 0) await publishLive(tx, ...conversationChanged(q, 'STATUS_CHANGED'))
  })
  return { question: await reload(ctx, q.id) }
}
