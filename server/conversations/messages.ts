/**
 * A conversation as a sequence of messages (issue 19): the question, the
 * ambassador's answers and the visitor's follow-ups, oldest first (a tie
 * keeps that order). Text staff hid is empty, with `hidden` true.
 */
import { asc, inArray } from 'drizzle-orm'
import { followUps } from '../db/schema'
import { BatchLoader, perRequest } from '../core/batch-loader'
import type { Deps } from '../core/deps'
import type { QuestionRow, FollowUpRow } from '../db/rows'
import { hiddenByStaff } from '../safeguarding/conversation-state'
import { answersOfQuestion } from '../questions/loaders'
import type { ConversationParty } from '../schema-types.generated'

/** Messages are the visitor's or the ambassador's (staff only close conversations). */
export type MessageAuthor = Extract<ConversationParty, 'VISITOR' | 'AMBASSADOR'>

export interface ConversationMessage {
  readonly id: string
  readonly author: MessageAuthor
  readonly body: string
  readonly createdAt: Date
  readonly hidden: boolean
}

/** The follow-ups of every conversation a request shows, in one query. */
export const followUpsLoader = perRequest(
  ({ db }: Pick<Deps, 'db'>) =>
    new BatchLoader<string, FollowUpRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(followUps)
        .where(inArray(followUps.questionId, [...ids]))
        .orderBy(asc(followUps.createdAt), asc(followUps.id))
      const byQuestion = new Map<string, FollowUpRow[]>()
      for (const row of rows) byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row])
      return byQuestion
    }, []),
)

interface Written {
  readonly id: string
  readonly author: MessageAuthor
  readonly body: string
  readonly createdAt: Date
}

export async function messagesOf(deps: Pick<Deps, 'db'>, q: QuestionRow): Promise<ConversationMessage[]> {
  const [answers, replies] = await Promise.all([answersOfQuestion(deps).load(q.id), followUpsLoader(deps).load(q.id)])
  const written: Written[] = [
    { id: q.id, author: 'VISITOR', body: q.body, createdAt: q.createdAt },
    ...answers.map((a) => ({ id: a.id, author: 'AMBASSADOR' as const, body: a.body, createdAt: a.createdAt })),
    ...replies.map((f) => ({ id: f.id, author: 'VISITOR' as const, body: f.body, createdAt: f.createdAt })),
  ]
  // Array.prototype.sort is stable: equal times keep question, answers, follow-ups.
  written.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  const hidden = hiddenByStaff(deps)
  return Promise.all(
    written.map(async (m) => {
      const isHidden = await hidden.load(m.id)
      return { ...m, body: isHidden ? '' : m.body, hidden: isHidden }
    }),
  )
}
