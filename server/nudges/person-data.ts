/**
 * What the nudges and Q&A approval keep about an ambassador, for the right of
 * access (exportPersonData) and erasure (decision 074): the reminders they
 * were sent and the staff's decisions on the Q&A they published, whose
 * reasons are words about them.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { publicationReviews, questionReminders, questions } from '../db/schema'

export async function ambassadorNudgeData(db: Db, ambassadorId: string) {
  const theirs = db.select({ id: questions.id }).from(questions).where(eq(questions.ambassadorId, ambassadorId))
  const [reminders, reviews] = await Promise.all([
    db
      .select({ questionId: questionReminders.questionId, kind: questionReminders.kind, sentAt: questionReminders.sentAt })
      .from(questionReminders)
      .where(eq(questionReminders.ambassadorId, ambassadorId))
      .orderBy(asc(questionReminders.sentAt)),
    db
      .select({
        questionId: publicationReviews.questionId,
        status: publicationReviews.status,
        requestedAt: publicationReviews.requestedAt,
        decidedAt: publicationReviews.decidedAt,
        reason: publicationReviews.reason,
      })
      .from(publicationReviews)
      .where(inArray(publicationReviews.questionId, theirs))
      .orderBy(asc(publicationReviews.requestedAt)),
  ])
  return { questionReminders: reminders, publicationReviews: reviews }
}

/** An erased ambassador's Q&A waiting for approval are withdrawn, and what was decided about them forgotten. */
export async function eraseAmbassadorNudgeData(tx: Tx, ambassadorId: string): Promise<void> {
  await tx.delete(publicationReviews).where(inArray(publicationReviews.questionId, tx.select({ id: questions.id }).from(questions).where(eq(questions.ambassadorId, ambassadorId))))
  await tx.delete(questionReminders).where(eq(questionReminders.ambassadorId, ambassadorId))
}
