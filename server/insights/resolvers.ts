/** GraphQL of insights (issue 20): the dashboard and per-ambassador figures (staff), and the visitor's feedback. */
import { visitorThread } from '../conversations/thread-access'
import { payload } from '../graphql/payload'
import type { Resolvers } from '../resolver-types.generated'
import { ambassadorFigures } from './ambassador-figures'
import { submitFeedback } from './feedback'
import { insightsReport, requireRange } from './report'

export const insightsResolvers: Resolvers = {
  Query: {
    insights: async (_, args, ctx) => {
      await ctx.requireStaff()
      return insightsReport(ctx, requireRange(ctx, args.from, args.to))
    },
    ambassadorInsights: async (_, args, ctx) => {
      await ctx.requireStaff()
      return ambassadorFigures(ctx, requireRange(ctx, args.from, args.to), args.orderBy ?? 'QUESTIONS_RECEIVED')
    },
  },
  Mutation: {
    submitFeedback: (_, args, ctx) =>
      payload(
        async () => {
          const auth = await ctx.auth()
          const thread = await visitorThread(ctx, auth, args.threadId, args.token)
          return submitFeedback(ctx, await ctx.caller(), auth, thread, args)
        },
        { thread: null },
      ),
  },
  // Each part of the report is computed when its field is asked for, once per request (report.ts).
  Insights: {
    series: (r) => r.series(),
    totals: (r) => r.totals(),
    previousTotals: (r) => r.previousTotals(),
    funnel: (r) => r.funnel(),
    medianFirstAnswerMinutes: (r) => r.medianFirstAnswerMinutes(),
    answeredWithin24hShare: (r) => r.answeredWithin24hShare(),
    firstAnswerByWeek: (r) => r.firstAnswerByWeek(),
    feedback: (r) => r.feedback(),
    topTopics: (r) => r.topTopics(),
    topFields: (r) => r.topFields(),
  },
}
