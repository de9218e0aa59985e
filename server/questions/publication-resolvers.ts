/** GraphQL of published Q&A approval (issue 18): the staff queue and decisions, the inbox's status of each Q&A. */
import type { AppContext } from '../graphql/context'
import type { ResolverMap } from '../graphql/resolver-types'
import type { QuestionRow } from './access'
import { approvePublication, pendingPublications, rejectPublication } from './publication-approval'
import type { PendingPublication } from './publication-approval'
import { publicationStatusOf } from './publication-review'

/** The review, loaded only for a Q&A that is not public (a public one has none that matters). */
const reviewOf = (q: QuestionRow, ctx: AppContext) => (q.published ? Promise.resolve(null) : ctx.loaders.publicationReview.load(q.id))

export const publicationResolvers: ResolverMap = {
  Query: {
    pendingPublications: (_: unknown, args: { first?: number | null; after?: string | null }, ctx: AppContext) => pendingPublications(ctx, args),
  },
  Mutation: {
    approvePublication: (_: unknown, args: { questionId: string }, ctx: AppContext) => approvePublication(ctx, args.questionId),
    rejectPublication: (_: unknown, args: { questionId: string; reason?: string | null }, ctx: AppContext) => rejectPublication(ctx, args.questionId, args.reason ?? null),
  },
  InboxQuestion: {
    publicationStatus: async (q: QuestionRow, _: unknown, ctx: AppContext) => publicationStatusOf(q, await reviewOf(q, ctx)),
    publicationRejectionReason: async (q: QuestionRow, _: unknown, ctx: AppContext) => {
      const review = await reviewOf(q, ctx)
      return review?.status === 'rejected' ? review.reason : null
    },
  },
  PendingPublication: {
    askedAt: (p: PendingPublication) => p.createdAt,
    answers: (p: PendingPublication, _: unknown, ctx: AppContext) => ctx.loaders.answersOfQuestion.load(p.id),
    ambassador: (p: PendingPublication, _: unknown, ctx: AppContext) => ctx.loaders.ambassador.load(p.ambassadorId),
  },
}
