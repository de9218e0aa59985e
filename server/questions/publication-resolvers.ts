/** GraphQL of published Q&A approval (issue 18): the staff queue and decisions, the inbox's status of each Q&A. */
import type { ApiContext } from '../graphql/context'
import { payload } from '../graphql/payload'
import type { Resolvers } from '../resolver-types.generated'
import type { QuestionRow } from '../db/rows'
import { approvePublication, pendingPublications, rejectPublication } from './publication-approval'
import { publicationStatusOf } from './publication-review'
import { ambassadorById } from '../ambassadors/loaders'
import { answersOfQuestion, publicationReviewOf } from './loaders'

/** The review, loaded only for a Q&A that is not public (a public one has none that matters). */
const reviewOf = (q: QuestionRow, ctx: ApiContext) => (q.published ? Promise.resolve(null) : publicationReviewOf(ctx).load(q.id))

const noDecision = { questionId: null, publicationStatus: null }

/** Owners and editors alike review the queue. */
export const publicationResolvers: Resolvers = {
  Query: {
    pendingPublications: async (_, args, ctx) => {
      await ctx.requireStaff()
      return pendingPublications(ctx, args)
    },
  },
  Mutation: {
    approvePublication: async (_, args, ctx) => {
      const staff = await ctx.requireStaff()
      return payload(() => approvePublication(ctx, staff, args.questionId), noDecision)
    },
    rejectPublication: async (_, args, ctx) => {
      const staff = await ctx.requireStaff()
      return payload(() => rejectPublication(ctx, staff, args.questionId, args.reason ?? null), noDecision)
    },
  },
  InboxQuestion: {
    publicationStatus: async (q, _, ctx) => publicationStatusOf(q, await reviewOf(q, ctx)),
    publicationRejectionReason: async (q, _, ctx) => {
      const review = await reviewOf(q, ctx)
      return review?.status === 'rejected' ? review.reason : null
    },
  },
  PendingPublicationConnection: { totalCount: (c) => c.totalCount() },
  PendingPublication: {
    askedAt: (p) => p.createdAt,
    answers: (p, _, ctx) => answersOfQuestion(ctx).load(p.id),
    ambassador: (p, _, ctx) => ambassadorById(ctx).load(p.ambassadorId),
  },
}
