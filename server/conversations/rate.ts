/**
 * rateConversation: once a conversation is closed, the visitor says whether
 * it helped — 1 to 5 and an optional comment — once (ALREADY_RATED after).
 * The rating is for the organization's insights; its comment is read by
 * staff only, so it is bounded but not screened, and never mailed or
 * audited.
 */
import { inArray } from 'drizzle-orm'
import { ratingSchema } from '../../src/contract/validation/conversation'
import { conversationRatings } from '../db/schema'
import { BatchLoader } from '../core/batch-loader'
import type { ApiContext } from '../graphql/context'
import { assertValid } from '../core/validation'
import type { QuestionRow } from '../db/rows'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import { visitorThread } from './thread-access'

export interface RatingInput {
  readonly threadId: string
  readonly token: string
  readonly rating: number
  readonly comment?: string | null
}

export async function rateConversation(ctx: ApiContext, input: RatingInput): Promise<{ thread: QuestionRow }> {
  const q = await visitorThread(ctx, input.threadId, input.token)
  const comment = input.comment?.trim() ?? ''
  assertValid(ratingSchema, { rating: input.rating, comment }, ctx.locale)
  if (q.status !== 'closed') throw new FieldErrorsFailure([domainError('threadId', 'INVALID_STATE', ctx.locale)])
  const stored = await ctx.db
    .insert(conversationRatings)
    .values({ questionId: q.id, orgId: q.orgId, ambassadorId: q.ambassadorId, rating: input.rating, comment: comment === '' ? null : comment })
    .onConflictDoNothing()
    .returning({ questionId: conversationRatings.questionId })
  if (stored.length === 0) throw new FieldErrorsFailure([domainError('threadId', 'ALREADY_RATED', ctx.locale)])
  return { thread: q }
}

const perRequest = new WeakMap<ApiContext, BatchLoader<string, boolean>>()

/** Whether each conversation a request shows was rated, in one query. */
export function ratedLoader(ctx: ApiContext): BatchLoader<string, boolean> {
  let loader = perRequest.get(ctx)
  if (loader === undefined) {
    loader = new BatchLoader(async (ids) => {
      const rows = await ctx.db
        .select({ id: conversationRatings.questionId })
        .from(conversationRatings)
        .where(inArray(conversationRatings.questionId, [...ids]))
      return new Map(rows.map((r) => [r.id, true]))
    }, false)
    perRequest.set(ctx, loader)
  }
  return loader
}
