/** GraphQL of insights (issue 20): the dashboard and per-ambassador figures (staff), and the visitor's feedback. */
import type { ApiContext } from '../graphql/context'
import { payload } from '../graphql/payload'
import type { ResolverMap } from '../graphql/resolver-types'
import { ambassadorFigures, type AmbassadorInsightsOrder } from './ambassador-figures'
import { submitFeedback, type FeedbackInput } from './feedback'
import { insightsReport, requireRange } from './report'

interface RangeArgs {
  from: string
  to: string
}

export const insightsResolvers: ResolverMap = {
  Query: {
    insights: async (_: unknown, args: RangeArgs, ctx: ApiContext) => {
      await ctx.requireStaff()
      return insightsReport(ctx, requireRange(ctx, args.from, args.to))
    },
    ambassadorInsights: async (_: unknown, args: RangeArgs & { orderBy?: AmbassadorInsightsOrder | null }, ctx: ApiContext) => {
      await ctx.requireStaff()
      return ambassadorFigures(ctx, requireRange(ctx, args.from, args.to), args.orderBy ?? 'QUESTIONS_RECEIVED')
    },
  },
  Mutation: {
    submitFeedback: (_: unknown, args: FeedbackInput, ctx: ApiContext) => payload(() => submitFeedback(ctx, args), { thread: null }),
  },
}
