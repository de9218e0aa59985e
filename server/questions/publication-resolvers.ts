/** GraphQL of published Q&A approval (issue 18): the staff queue and decisions, the inbox's status of each Q&A. */
import type { ApiContext } from '../graphql/context'
import type { ResolverMap } from '../graphql/resolver-types'
import type { QuestionRow } from '../db/rows'
import { approvePublication, pendingPublications, rejectPublication } from './publication-approval'
import type { PendingPublication } from './publication-approval'
import { publicationStatusOf } from './publication-review'
import { ambassadorById } from '../ambassadors/loaders'
import { answersOfQuestion, publicationReviewOf } from './loaders'

/** The review, loaded only for a Q&A that is not public (a public one has none that matters). */
const reviewOf = (q: QuestionRow, ctx: ApiContext) => (q.published ? Promise.resolve(null) : publicationReviewOf(ctx).load(q.id))

export const publicationResolvers: ResolverMap = {
  Query: {
    pendingPublications: (_: unknown, args: { first?: number | null; after?: string | null }, ctx: ApiContext) => pendingPublications(ctx, args),
  },
  Mutation: {
    approvePublication: (_: unknown, args: { questionId: string }, ctx: ApiContext) => approvePublication(ctx, args.questionId),
    rejectPublication: (_: unknown, args: { questionId: string; reason?: string | null }, ctx: ApiContext) => rejectPublication(ctx, args.questionId, args.reason ?? null),
  },
  InboxQuestion: {
    publicationStatus: async (q: QuestionRow, _: unknown, ctx: ApiContext) => publicationStatusOf(q, await reviewOf(q, ctx)),
    publicationRejectionReason: async (q: QuestionRow, _: unknown, ctx: ApiContext) => {
      const review = await reviewOf(q, ctx)
      return review?.status === 'rejected' ? review.reason : null
    },
  },
  PendingPublication: {
    askedAt: (p: PendingPublication) => p.createdAt,
    answers: (p: PendingPublication, _: unknown, ctx: ApiContext) => answersOfQuestion(ctx).load(p.id),
    ambassador: (p: PendingPublication, _: unknown, ctx: ApiContext) => ambassadorById(ctx).load(p.ambassadorId),
  },
}
