/** Questions: public Q&A, threads, the ambassador inbox and their mutations. */
import { desc, eq } from 'drizzle-orm'
import { QUESTION_OVERDUE_HOURS } from '../../src/contract/limits'
import { questions } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import { unauthenticated } from '../core/errors'
import { payload } from '../graphql/payload'
import { pageSize } from '../core/paging'
import type { ResolverMap } from '../graphql/resolver-types'
import { lastVisitorMessageAt } from './waiting'
import { readableThread } from './access'
import type { QuestionRow } from '../db/rows'
import { answerQuestion, closeQuestion, setPublished } from './answer'
import type { AnswerInput } from './answer'
import { askQuestion } from './ask'
import type { AskQuestionInput } from './ask'
import { encodeTimeCursor } from '../core/time-cursor'
import { countQuestions, inboxPage, publishedPage, publishedWhere } from './lists'
import type { InboxStatus, QuestionPage } from './lists'
import { ambassadorById } from '../ambassadors/loaders'
import { answersOfQuestion } from './loaders'

const QUESTIONS_PAGE_MAX = 50

const connection = (ctx: ApiContext, p: QuestionPage, timeOf: (q: QuestionRow) => Date) => {
  const last = p.rows.at(-1)
  let total: Promise<number> | null = null
  return {
    nodes: p.rows,
    pageInfo: { hasNextPage: p.hasNextPage, endCursor: last === undefined ? null : encodeTimeCursor(timeOf(last), last.id) },
    totalCount: () => (total ??= countQuestions(ctx.db, p.where)),
  }
}

const minutesBetween = (from: Date, to: Date): number => Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000))
const shared = {
  status: (q: QuestionRow) => q.status.toUpperCase(),
  ambassador: (q: QuestionRow, _: unknown, ctx: ApiContext) => ambassadorById(ctx).load(q.ambassadorId),
  answers: (q: QuestionRow, _: unknown, ctx: ApiContext) => answersOfQuestion(ctx).load(q.id),
}

export const questionResolvers: ResolverMap = {
  Query: {
    publishedQuestions: async (_: unknown, a: { first?: number | null; after?: string | null; ambassadorId?: string | null; communityId?: string | null }, ctx: ApiContext) => {
      const where = publishedWhere(ctx.org.id, a.ambassadorId ?? null, a.communityId ?? null)
      return connection(ctx, await publishedPage(ctx.db, where, pageSize(a.first, 10, QUESTIONS_PAGE_MAX), a.after ?? null), (q) => q.publishedAt ?? q.createdAt)
    },
    thread: (_: unknown, a: { id: string; token?: string | null }, ctx: ApiContext) => readableThread(ctx, a.id, a.token ?? null),
    myThreads: async (_: unknown, __: unknown, ctx: ApiContext) => {
      const sessionId = await ctx.visitorSessionId()
      if (sessionId === null) throw unauthenticated('Start a visitor session to list your questions.')
      return ctx.db.select().from(questions).where(eq(questions.visitorSessionId, sessionId)).orderBy(desc(questions.createdAt)).limit(50)
    },
    myQuestions: async (_: unknown, a: { status: InboxStatus; first?: number | null; after?: string | null }, ctx: ApiContext) => {
      const { ambassadorId } = await ctx.requireAmbassador()
      return connection(ctx, await inboxPage(ctx.db, ambassadorId, a.status, pageSize(a.first, 20, QUESTIONS_PAGE_MAX), a.after ?? null), (q) => q.createdAt)
    },
  },
  Mutation: {
    askQuestion: (_: unknown, { input }: { input: AskQuestionInput }, ctx: ApiContext) => payload(() => askQuestion(ctx, input), { thread: null, threadToken: null }),
    answerQuestion: (_: unknown, { input }: { input: AnswerInput }, ctx: ApiContext) => payload(() => answerQuestion(ctx, input), { question: null }),
    setQuestionPublished: (_: unknown, a: { questionId: string; published: boolean }, ctx: ApiContext) =>
      payload(() => setPublished(ctx, a.questionId, a.published), { question: null }),
    closeQuestion: (_: unknown, a: { questionId: string }, ctx: ApiContext) => payload(() => closeQuestion(ctx, a.questionId), { question: null }),
  },
  Thread: shared,
  PublishedQuestion: { ambassador: shared.ambassador, answers: shared.answers, publishedAt: (q: QuestionRow) => q.publishedAt ?? q.createdAt },
  InboxQuestion: {
    status: shared.status,
    answers: shared.answers,
    // An open conversation waits since the visitor last wrote (a follow-up reopens it, decision 090).
    waitingMinutes: (q: QuestionRow) => (q.status === 'open' ? minutesBetween(lastVisitorMessageAt(q), new Date()) : minutesBetween(q.createdAt, q.answeredAt ?? new Date())),
    overdue: (q: QuestionRow) => q.status === 'open' && Date.now() - lastVisitorMessageAt(q).getTime() > QUESTION_OVERDUE_HOURS * 3_600_000,
  },
}
