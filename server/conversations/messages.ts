/**
 * A conversation as a sequence of messages (issue 19): the question, the
 * ambassador's answers and the visitor's follow-ups, oldest first (a tie
 * keeps that order). Text staff hid is empty, with `hidden` true.
 */
import { asc, inArray } from 'drizzle-orm'
import { followUps } from '../db/schema'
import { BatchLoader } from '../core/batch-loader'
import type { ApiContext } from '../graphql/context'
import type { QuestionRow, FollowUpRow } from '../db/rows'
import { hiddenByStaff, underReviewOf } from '../safeguarding/conversation-state'
import { answersOfQuestion } from '../questions/loaders'

export type MessageAuthor = 'VISITOR' | 'AMBASSADOR'

export interface ConversationMessage {
  readonly id: string
  readonly author: MessageAuthor
  readonly body: string
  readonly createdAt: Date
  readonly hidden: boolean
}

const perRequest = new WeakMap<ApiContext, BatchLoader<string, FollowUpRow[]>>()

/** The follow-ups of every conversation a request shows, in one query. */
export function followUpsLoader(ctx: ApiContext): BatchLoader<string, FollowUpRow[]> {
  let loader = perRequest.get(ctx)
  if (loader === undefined) {
    loader = new BatchLoader(async (ids) => {
      const rows = await ctx.db
        .select()
        .from(followUps)
        .where(inArray(followUps.questionId, [...ids]))
        .orderBy(asc(followUps.createdAt), asc(followUps.id))
      const byQuestion = new Map<string, FollowUpRow[]>()
      for (const row of rows) byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row])
      return byQuestion
    }, [])
    perRequest.set(ctx, loader)
  }
  return loader
}

interface Written {
  readonly id: string
  readonly author: MessageAuthor
  readonly body: string
  readonly createdAt: Date
}

export async function messagesOf(ctx: ApiContext, q: QuestionRow): Promise<ConversationMessage[]> {
  const [answers, replies] = await Promise.all([answersOfQuestion(ctx).load(q.id), followUpsLoader(ctx).load(q.id)])
  const written: Written[] = [
    { id: q.id, author: 'VISITOR', body: q.body, createdAt: q.createdAt },
    ...answers.map((a) => ({ id: a.id, author: 'AMBASSADOR' as const, body: a.body, createdAt: a.createdAt })),
    ...replies.map((f) => ({ id: f.id, author: 'VISITOR' as const, body: f.body, createdAt: f.createdAt })),
  ]
  // Array.prototype.sort is stable: equal times keep question, answers, follow-ups.
  written.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  const hidden = hiddenByStaff(ctx)
  return Promise.all(
    written.map(async (m) => {
      const isHidden = await hidden.load(m.id)
      return { ...m, body: isHidden ? '' : m.body, hidden: isHidden }
    }),
  )
}
