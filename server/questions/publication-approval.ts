/**
 * Published Q&A approval (issue 18, decision 082), the staff's side: the Q&A
 * waiting (oldest request first), approve — it becomes public, a pending
 * public change — or reject with an optional reason the ambassador reads in
 * the inbox. Owners and editors; each decision audited by question id (the
 * reason is not copied into the append-only log).
 */
import { and, count, eq, sql } from 'drizzle-orm'
import { PENDING_PUBLICATIONS_PAGE_MAX } from '../../src/contract/limits'
import { publicationRejectionSchema } from '../../src/contract/validation/publication-review'
import { publicationReviews, questions } from '../db/schema'
import type { StaffActor } from '../core/actor'
import type { Deps } from '../core/deps'
import { assertValid } from '../core/validation'
import { pageSize } from '../core/paging'
import { notePublicChange } from '../publishing/public-changes'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { isUuid } from '../core/ids'
import { recordAudit } from '../audit/record'
import type { QuestionRow } from '../db/rows'
import { cursorRowTime, decodeTimeCursor, encodeTimeCursor } from '../core/time-cursor'
import type { QaPublicationStatus, QueryPendingPublicationsArgs } from '../schema-types.generated'

export type PendingPublication = QuestionRow & { readonly requestedAt: Date }

/** A page of the queue; `totalCount` is counted only when asked for. */
export interface PendingPublicationPage {
  readonly nodes: readonly PendingPublication[]
  readonly endCursor: string | null
  readonly hasNextPage: boolean
  readonly totalCount: () => Promise<number>
}

/** The queue, for staff (the caller checked the staff session). */
export async function pendingPublications(deps: Pick<Deps, 'db' | 'org'>, args: QueryPendingPublicationsArgs): Promise<PendingPublicationPage> {
  const first = pageSize(args.first, 20, PENDING_PUBLICATIONS_PAGE_MAX)
  const pending = and(eq(publicationReviews.orgId, deps.org.id), eq(publicationReviews.status, 'pending'))
  const cursor = args.after == null ? null : decodeTimeCursor(args.after)
  const after =
    cursor === null
      ? sql`true`
      : sql`(${publicationReviews.requestedAt} > ${cursorRowTime('publication_reviews', 'requested_at', 'question_id', cursor)} or (${publicationReviews.requestedAt} = ${cursorRowTime('publication_reviews', 'requested_at', 'question_id', cursor)} and ${publicationReviews.questionId} > ${cursor.id}))`
  const rows = await deps.db
    .select({ question: questions, requestedAt: publicationReviews.requestedAt })
    .from(publicationReviews)
    .innerJoin(questions, eq(questions.id, publicationReviews.questionId))
    .where(and(pending, after))
    .orderBy(publicationReviews.requestedAt, publicationReviews.questionId)
    .limit(first + 1)
  const nodes: PendingPublication[] = rows.slice(0, first).map((r) => ({ ...r.question, requestedAt: r.requestedAt }))
  const last = nodes.at(-1)
  return {
    nodes,
    endCursor: last === undefined ? null : encodeTimeCursor(last.requestedAt, last.id),
    hasNextPage: rows.length > first,
    totalCount: async () => (await deps.db.select({ n: count() }).from(publicationReviews).where(pending))[0]?.n ?? 0,
  }
}

export interface Decision {
  readonly questionId: string
  readonly publicationStatus: QaPublicationStatus
}

type DecisionDeps = Pick<Deps, 'db' | 'org' | 'locale'>

const notPending = (deps: DecisionDeps) => new FieldErrorsFailure([domainError('questionId', 'NOT_FOUND', deps.locale)])

export async function approvePublication(deps: DecisionDeps, staff: StaffActor, questionId: string): Promise<Decision> {
  if (!isUuid(questionId)) throw notPending(deps)
  await deps.db.transaction(async (tx) => {
    const [review] = await tx
      .delete(publicationReviews)
      .where(and(eq(publicationReviews.questionId, questionId), eq(publicationReviews.orgId, deps.org.id), eq(publicationReviews.status, 'pending')))
      .returning({ questionId: publicationReviews.questionId })
    if (review === undefined) throw notPending(deps)
    await tx
      .update(questions)
      .set({ published: true, publishedAt: sql`coalesce(${questions.publishedAt}, now())`, unpublishedByStaffAt: null })
      .where(eq(questions.id, questionId))
    await recordAudit(tx, { orgId: deps.org.id, actorEmail: staff.email, kind: 'publication.approve', target: questionId })
    // Published Q&A appear on prerendered pages (community groups, profiles).
    await notePublicChange(tx, deps.org.id)
  })
  return { questionId, publicationStatus: 'PUBLISHED' }
}

export async function rejectPublication(deps: DecisionDeps, staff: StaffActor, questionId: string, rawReason: string | null): Promise<Decision> {
  const reason = rawReason?.trim() ?? ''
  assertValid(publicationRejectionSchema, { reason }, deps.locale)
  if (!isUuid(questionId)) throw notPending(deps)
  await deps.db.transaction(async (tx) => {
    const [review] = await tx
      .update(publicationReviews)
      .set({ status: 'rejected', decidedAt: sql`now()`, reason: reason === '' ? null : reason })
      .where(and(eq(publicationReviews.questionId, questionId), eq(publicationReviews.orgId, deps.org.id), eq(publicationReviews.status, 'pending')))
      .returning({ questionId: publicationReviews.questionId })
    if (review === undefined) throw notPending(deps)
    // The reason is the staff's words to the ambassador: the entry only says whether one was given.
    await recordAudit(tx, { orgId: deps.org.id, actorEmail: staff.email, kind: 'publication.reject', target: questionId, after: { reasonGiven: reason !== '' } })
  })
  return { questionId, publicationStatus: 'REJECTED' }
}
