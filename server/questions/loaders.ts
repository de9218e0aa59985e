/** A question's answers and its staff review, batched per request (an inbox page is two queries). */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Deps } from '../core/deps'
import { BatchLoader, perRequest } from '../core/batch-loader'
import { groupBy } from '../core/group-by'
import type { AnswerRow, PublicationReviewRow } from '../db/rows'
import { answers, publicationReviews } from '../db/schema'

export const answersOfQuestion = perRequest(
  ({ db }: Pick<Deps, 'db'>) =>
    new BatchLoader<string, AnswerRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(answers)
        .where(inArray(answers.questionId, [...ids]))
        .orderBy(asc(answers.createdAt))
      return groupBy(rows, (r) => r.questionId)
    }, []),
)

/** A question's staff review of its publication (issue 18), or null. */
export const publicationReviewOf = perRequest(
  ({ db, org }: Pick<Deps, 'db' | 'org'>) =>
    new BatchLoader<string, PublicationReviewRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(publicationReviews)
        .where(and(eq(publicationReviews.orgId, org.id), inArray(publicationReviews.questionId, [...ids])))
      return new Map(rows.map((r) => [r.questionId, r]))
    }, null),
)
