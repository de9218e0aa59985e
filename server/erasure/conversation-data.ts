/**
 * A visitor's conversation data (issue 19, decision 090), for erasure and
 * export: their follow-ups and their rating of each conversation. Both go
 * with a deleted question (cascade); a published Q&A kept anonymised keeps
 * only the question and its answers, so these are deleted from it.
 */
import { asc, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { conversationRatings, followUps, idempotencyKeys } from '../db/schema'

/** Deletes the follow-ups and ratings of these questions; returns the follow-ups' and ratings' count. */
export async function eraseConversationData(tx: Tx, questionIds: readonly string[]): Promise<number> {
  if (questionIds.length === 0) return 0
  const replies = await tx
    .delete(followUps)
    .where(inArray(followUps.questionId, [...questionIds]))
    .returning({ id: followUps.id })
  const ratings = await tx
    .delete(conversationRatings)
    .where(inArray(conversationRatings.questionId, [...questionIds]))
    .returning({ id: conversationRatings.questionId })
  if (replies.length > 0)
    await tx.delete(idempotencyKeys).where(
      inArray(
        idempotencyKeys.resultId,
        replies.map((r) => r.id),
      ),
    )
  return replies.length + ratings.length
}

/** The texts mails may quote (follow-up mails to ambassadors), for finding those mails. */
export async function followUpTexts(db: Db | Tx, questionIds: readonly string[]): Promise<string[]> {
  if (questionIds.length === 0) return []
  const rows = await db
    .select({ body: followUps.body })
    .from(followUps)
    .where(inArray(followUps.questionId, [...questionIds]))
  return rows.map((r) => r.body)
}

/** Per question: the visitor's follow-ups (oldest first) and rating. */
export async function exportConversationData(db: Db, questionIds: readonly string[]) {
  const ids = questionIds.length === 0 ? ['00000000-0000-0000-0000-000000000000'] : [...questionIds]
  const [replies, ratings] = await Promise.all([
    db
      .select({ questionId: followUps.questionId, body: followUps.body, createdAt: followUps.createdAt })
      .from(followUps)
      .where(inArray(followUps.questionId, ids))
      .orderBy(asc(followUps.createdAt)),
    db
      .select({ questionId: conversationRatings.questionId, rating: conversationRatings.rating, comment: conversationRatings.comment, createdAt: conversationRatings.createdAt })
      .from(conversationRatings)
      .where(inArray(conversationRatings.questionId, ids)),
  ])
  return {
    followUpsOf: (questionId: string) => replies.filter((r) => r.questionId === questionId).map(({ body, createdAt }) => ({ body, createdAt })),
    ratingOf: (questionId: string) => {
      const r = ratings.find((x) => x.questionId === questionId)
      return r === undefined ? null : { rating: r.rating, comment: r.comment, createdAt: r.createdAt }
    },
  }
}
