/**
 * Published Q&A approval (issue 18, decision 082), the ambassador's side:
 * when the organization requires approval (`require_publication_approval`),
 * publishing a Q&A files it for staff review instead of making it public, and
 * a new answer to a public Q&A sends it back for review (it is new public
 * content). Publishing with approval off, or unpublishing, withdraws any
 * review. The setting is read in the transaction, so every API instance
 * applies a change at once.
 */
import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { organizations, publicationReviews, questions } from '../db/schema'
import type { QuestionRow, PublicationReviewRow } from '../db/rows'
import type { QaPublicationStatus } from '../schema-types.generated'

export async function approvalRequired(tx: Tx, orgId: string): Promise<boolean> {
  const [org] = await tx.select({ required: organizations.requirePublicationApproval }).from(organizations).where(eq(organizations.id, orgId))
  return org?.required === true
}

/** Files the Q&A for review (again) and keeps it off the public pages; one already waiting keeps its place in the queue. */
export async function requestPublicationReview(tx: Tx, orgId: string, questionId: string): Promise<void> {
  await tx.update(questions).set({ published: false }).where(eq(questions.id, questionId))
  await tx
    .insert(publicationReviews)
    .values({ questionId, orgId, status: 'pending' })
    .onConflictDoUpdate({
      target: publicationReviews.questionId,
      set: {
        status: 'pending',
        requestedAt: sql`case when ${publicationReviews.status} = 'pending' then ${publicationReviews.requestedAt} else now() end`,
        decidedAt: null,
        reason: null,
      },
    })
}

export async function withdrawPublicationReview(tx: Tx, questionId: string): Promise<void> {
  await tx.delete(publicationReviews).where(eq(publicationReviews.questionId, questionId))
}

/** Where an answered question stands with the community Q&A. */
export function publicationStatusOf(q: Pick<QuestionRow, 'published'>, review: Pick<PublicationReviewRow, 'status'> | null): QaPublicationStatus {
  if (q.published) return 'PUBLISHED'
  if (review === null) return 'PRIVATE'
  return review.status === 'pending' ? 'AWAITING_APPROVAL' : 'REJECTED'
}
