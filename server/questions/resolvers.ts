/** Questions: public Q&A, threads, the ambassador inbox and their mutations. */
import { QUESTION_OVERDUE_HOURS } from '../../src/contract/limits'
import { unauthenticated } from '../core/errors'
import type { QuestionRow } from '../db/rows'
import type { ApiContext } from '../graphql/context'
import { payload } from '../graphql/payload'
import type { Resolvers } from '../resolver-types.generated'
import type { QuestionStatus } from '../schema-types.generated'
import { lastVisitorMessageAt } from './waiting'
import { readableThread } from './access'
import { answerQuestion, closeQuestion, setPublished } from './answer'
import { askQuestion } from './ask'
import { inbox, publishedQuestions, visitorThreads } from './lists'
import { referencedAmbassador } from '../ambassadors/loaders'
import { answersOfQuestion } from './loaders'
import { recordVisitorView } from '../conversation-links/seen'

/** GraphQL's QuestionStatus of each `questions.status` value. */
const STATUS: Readonly<Record<QuestionRow['status'], QuestionStatus>> = { open: 'OPEN', answered: 'ANSWERED', closed: 'CLOSED' }

const minutesBetween = (from: Date, to: Date): number => Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000))
const shared = {
  status: (q: QuestionRow) => STATUS[q.status],
  ambassador: (q: QuestionRow, _: unknown, ctx: ApiContext) => referencedAmbassador(ctx, q.ambassadorId),
  answers: (q: QuestionRow, _: unknown, ctx: ApiContext) => answersOfQuestion(ctx).load(q.id),
}

export const questionResolvers: Resolvers = {
  Query: {
    publishedQuestions: (_, a, ctx) => publishedQuestions(ctx, a),
    thread: async (_, a, ctx) => {
      const auth = await ctx.auth()
      const thread = await readableThread(ctx, auth, a.id, a.token ?? null)
      // The visitor (their link, or the session that asked) has now seen every answer: "my conversations" marks none unread.
      if (thread !== null && auth.kind !== 'ambassador' && auth.kind !== 'staff') await recordVisitorView(ctx.db, thread.id)
      return thread
    },
    myThreads: async (_, __, ctx) => {
      const sessionId = await ctx.visitorSessionId()
      if (sessionId === null) throw unauthenticated('Start a visitor session to list your questions.')
      return visitorThreads(ctx, sessionId)
    },
    myQuestions: async (_, a, ctx) => inbox(ctx, await ctx.requireAmbassador(), a),
  },
  Mutation: {
    askQuestion: async (_, { input }, ctx) => {
      const caller = await ctx.caller()
      return payload(() => askQuestion(ctx, caller, input), { thread: null, threadToken: null })
    },
    answerQuestion: async (_, { input }, ctx) => {
      const ambassador = await ctx.requireAmbassador()
      const caller = await ctx.caller()
      return payload(() => answerQuestion(ctx, ambassador, caller, input), { question: null })
    },
    setQuestionPublished: async (_, a, ctx) => {
      const ambassador = await ctx.requireAmbassador()
      return payload(() => setPublished(ctx, ambassador, a.questionId, a.published), { question: null })
    },
    closeQuestion: async (_, a, ctx) => {
      const ambassador = await ctx.requireAmbassador()
      return payload(() => closeQuestion(ctx, ambassador, a.questionId), { question: null })
    },
  },
  // The count is a query of its own, run only when a client asks for it.
  PublishedQuestionConnection: { totalCount: (c) => c.totalCount() },
  InboxQuestionConnection: { totalCount: (c) => c.totalCount() },
  Thread: shared,
  PublishedQuestion: { ambassador: shared.ambassador, answers: shared.answers, publishedAt: (q) => q.publishedAt ?? q.createdAt },
  InboxQuestion: {
    status: shared.status,
    answers: shared.answers,
    // An open conversation waits since the visitor last wrote (a follow-up reopens it, decision 090).
    waitingMinutes: (q, _, ctx) => (q.status === 'open' ? minutesBetween(lastVisitorMessageAt(q), ctx.clock()) : minutesBetween(q.createdAt, q.answeredAt ?? ctx.clock())),
    overdue: (q, _, ctx) => q.status === 'open' && ctx.clock().getTime() - lastVisitorMessageAt(q).getTime() > QUESTION_OVERDUE_HOURS * 3_600_000,
  },
}
