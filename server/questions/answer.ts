/**
 * The ambassador side of a question: answer (optionally publishing the Q&A),
 * publish/unpublish, close. Answering refreshes the ambassador's response-time
 * figures and keeps the thread's links alive; the visitor is e-mailed the
 * answer later unless they read it on the thread page first
 * (conversations/visitor-mails.ts, decision 144). Where the
 * organization approves published Q&A, publishing files it for staff review
 * instead (publication-review.ts).
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import { answerSchema } from '../../src/contract/validation/account-schemas'
import { refreshAnswerStats } from '../ambassadors/stats'
import type { Tx } from '../db/client'
import { answers, questions } from '../db/schema'
import type { AmbassadorActor } from '../core/actor'
import type { Caller, Deps } from '../core/deps'
import { forbidden } from '../core/errors'
import { assertValid } from '../core/validation'
import { bumpDirectoryVersion } from '../organizations/directory-version'
import { notePublicChange } from '../publishing/public-changes'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { runIdempotent } from '../security/idempotency'
import { isUuid } from '../core/ids'
import { assertNotUnderReview, lockConversation } from '../safeguarding/conversation-state'
import { recordFlags } from '../safeguarding/flags'
import { screenTexts } from '../safeguarding/screen'
import type { ScreenDeps } from '../safeguarding/screen'
import { conversationChanged } from '../live/conversation-events'
import { publishLive } from '../live/events'
import { extendAccessTokens, sinceNow } from '../security/access-tokens'
import type { QuestionRow } from '../db/rows'
import type { AnswerQuestionInput } from '../schema-types.generated'
import { approvalRequired, requestPublicationReview, withdrawPublicationReview } from './publication-review'

/** What the ambassador's question operations read: the database, the organization, the language of refusals. */
export type QuestionDeps = Pick<Deps, 'db' | 'org' | 'locale'>

/** What answering needs besides: the organization's rules (screening) and the configuration (staff's flag mails). */
export type AnswerDeps = QuestionDeps & Pick<Deps, 'env'> & ScreenDeps

/** The ambassador's own question, or NOT_FOUND / FORBIDDEN (the caller authenticated the ambassador first). */
export async function ownQuestion(deps: QuestionDeps, actor: AmbassadorActor, questionId: string): Promise<QuestionRow> {
  const [q] = isUuid(questionId)
    ? await deps.db
        .select()
        .from(questions)
        .where(and(eq(questions.id, questionId), eq(questions.orgId, deps.org.id)))
    : []
  if (q === undefined) throw new FieldErrorsFailure([domainError('questionId', 'NOT_FOUND', deps.locale)])
  if (q.ambassadorId !== actor.ambassadorId) throw forbidden('This question was asked to another ambassador.')
  return q
}

async function reload(deps: Pick<Deps, 'db'>, id: string): Promise<QuestionRow> {
  const [q] = await deps.db.select().from(questions).where(eq(questions.id, id))
  if (q === undefined) throw new Error('question vanished')
  return q
}

/** An answer is the thread's activity: every link of it lives on from now (the mail about it mints its own). */
async function keepLinksAlive(tx: Tx, q: QuestionRow): Promise<void> {
  await extendAccessTokens(tx, 'thread', q.id, sinceNow())
}

/** `caller`: whom the idempotency key belongs to. */
export async function answerQuestion(deps: AnswerDeps, actor: AmbassadorActor, caller: Caller, input: AnswerQuestionInput): Promise<{ question: QuestionRow }> {
  const q = await ownQuestion(deps, actor, input.questionId)
  const body = input.body.trim()
  assertValid(answerSchema, { body }, deps.locale)
  if (q.status === 'closed') throw new FieldErrorsFailure([domainError('questionId', 'INVALID_STATE', deps.locale)])
  await assertNotUnderReview(deps.db, q.id, deps.locale)
  const flagged = await screenTexts(deps, [{ field: 'body', value: input.body }])
  const publish = input.publish === true
  await runIdempotent(
    deps.db,
    {
      orgId: deps.org.id,
      scope: 'answerQuestion',
      key: input.idempotencyKey,
      subject: caller.subject,
      request: { questionId: q.id, body, publish },
      locale: deps.locale,
    },
    async (tx) => {
      // Checked again under the conversation's lock: a report filed since the check above holds the answer back.
      await lockConversation(tx, q.id)
      await assertNotUnderReview(tx, q.id, deps.locale)
      const [answer] = await tx.insert(answers).values({ questionId: q.id, ambassadorId: q.ambassadorId, body }).returning({ id: answers.id })
      if (answer !== undefined) await recordFlags(deps, tx, { source: 'answer', questionId: q.id, answerId: answer.id, ambassadorId: q.ambassadorId }, flagged)
      // With approval on, a new answer on a public Q&A is new public content: staff see it first.
      const review = (publish || q.published) && (await approvalRequired(tx, deps.org.id))
      await tx
        .update(questions)
        .set({
          status: 'answered',
          answeredAt: sql`coalesce(${questions.answeredAt}, now())`,
          ...(publish && !review ? { published: true, publishedAt: sql`coalesce(${questions.publishedAt}, now())` } : {}),
        })
        .where(eq(questions.id, q.id))
      if (review) await requestPublicationReview(tx, deps.org.id, q.id)
      else if (publish) await withdrawPublicationReview(tx, q.id)
      await refreshAnswerStats(tx, q.ambassadorId)
      await bumpDirectoryVersion(tx, deps.org.id)
      // Prerendered cards show answer counts and response times, and a published Q&A its answers.
      await notePublicChange(tx, deps.org.id)
      await keepLinksAlive(tx, q)
      await publishLive(tx, ...conversationChanged(q, 'ANSWERED'))
      return { resultId: answer?.id ?? q.id, value: null }
    },
    () => Promise.resolve(null),
  )
  return { question: await reload(deps, q.id) }
}

export async function setPublished(deps: QuestionDeps, actor: AmbassadorActor, questionId: string, published: boolean): Promise<{ question: QuestionRow }> {
  const q = await ownQuestion(deps, actor, questionId)
  if (published && q.answeredAt === null) throw new FieldErrorsFailure([domainError('questionId', 'INVALID_STATE', deps.locale)])
  // A reported conversation is not shared with the community before staff looked at it.
  if (published) await assertNotUnderReview(deps.db, q.id, deps.locale)
  await deps.db.transaction(async (tx) => {
    // A Q&A staff unpublished is public again only when staff approve it (issue 32), whatever the approval setting.
    if (published && !q.published && (q.unpublishedByStaffAt !== null || (await approvalRequired(tx, deps.org.id)))) return requestPublicationReview(tx, deps.org.id, q.id)
    await tx
      .update(questions)
      .set({ published, publishedAt: published ? sql`coalesce(${questions.publishedAt}, now())` : null })
      .where(eq(questions.id, q.id))
    await withdrawPublicationReview(tx, q.id)
    // Published Q&As appear on prerendered pages (community groups, profiles).
    if (published !== q.published) await notePublicChange(tx, deps.org.id)
  })
  return { question: await reload(deps, q.id) }
}

export async function closeQuestion(deps: QuestionDeps, actor: AmbassadorActor, questionId: string): Promise<{ question: QuestionRow }> {
  const q = await ownQuestion(deps, actor, questionId)
  // Closing twice keeps who closed it first (decision 090).
  await deps.db.transaction(async (tx) => {
    const closed = await tx
      .update(questions)
      .set({ status: 'closed', closedAt: sql`now()`, closedBy: 'ambassador' })
      .where(and(eq(questions.id, q.id), ne(questions.status, 'closed')))
      .returning({ id: questions.id })
    if (closed.length > 0) await publishLive(tx, ...conversationChanged(q, 'STATUS_CHANGED'))
  })
  return { question: await reload(deps, q.id) }
}
