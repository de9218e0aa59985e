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
import type { Auth } from '../core/actor'
import { BatchLoader, perRequest } from '../core/batch-loader'
import type { Deps } from '../core/deps'
import { assertValid } from '../core/validation'
import type { QuestionRow } from '../db/rows'
import { domainError, FieldErrorsFailure } from '../core/field-errors'
import type { MutationRateConversationArgs } from '../schema-types.generated'
import { visitorThread } from './thread-access'

/** `auth`: who is calling (the thread's visitor). */
export async function rateConversation(deps: Pick<Deps, 'db' | 'org' | 'locale'>, auth: Auth, input: MutationRateConversationArgs): Promise<{ thread: QuestionRow }> {
  const q = await visitorThread(deps, auth, input.threadId, input.token)
  const comment = input.comment?.trim() ?? ''
  assertValid(ratingSchema, { rating: input.rating, comment }, deps.locale)
  if (q.status !== 'closed') throw new FieldErrorsFailure([domainError('threadId', 'INVALID_STATE', deps.locale)])
  const stored = await deps.db
    .insert(conversationRatings)
    .values({ questionId: q.id, orgId: q.orgId, ambassadorId: q.ambassadorId, rating: input.rating, comment: comment === '' ? null : comment })
    .onConflictDoNothing()
    .returning({ questionId: conversationRatings.questionId })
  if (stored.length === 0) throw new FieldErrorsFailure([domainError('threadId', 'ALREADY_RATED', deps.locale)])
  return { thread: q }
}

/** Whether each conversation a request shows was rated, in one query. */
export const ratedLoader = perRequest(
  ({ db }: Pick<Deps, 'db'>) =>
    new BatchLoader<string, boolean>(async (ids) => {
      const rows = await db
        .select({ id: conversationRatings.questionId })
        .from(conversationRatings)
        .where(inArray(conversationRatings.questionId, [...ids]))
      return new Map(rows.map((r) => [r.id, true]))
    }, false),
)
