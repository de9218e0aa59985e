/**
 * Closing a conversation (issue 19): the visitor with the thread's link, or
 * the ambassador holding it. Closing twice is harmless and keeps who closed
 * it first. A frozen conversation may still be closed: closing adds no
 * message, and the report stays with staff. Once closed, the visitor is
 * asked whether it helped (rate.ts).
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import { questions } from '../db/schema'
import type { Auth } from '../core/actor'
import type { Deps } from '../core/deps'
import type { QuestionRow } from '../db/rows'
import { conversationChanged } from '../live/conversation-events'
import { publishLive } from '../live/events'
import { reloadThread } from './follow-up'
import { visitorThread } from './thread-access'

/**
 * The visitor's close, with the thread's token (or, without one, as the
 * visitor session that asked: `auth`). The ambassador's is `closeQuestion`,
 * server/questions/answer.ts.
 */
export async function closeAsVisitor(deps: Pick<Deps, 'db' | 'org' | 'locale'>, auth: Auth, threadId: string, token: string): Promise<QuestionRow> {
  const q = await visitorThread(deps, auth, threadId, token)
  await deps.db.transaction(async (tx) => {
    const closed = await tx
      .update(questions)
      .set({ status: 'closed', closedAt: sql`now()`, closedBy: 'visitor' })
      .where(and(eq(questions.id, q.id), ne(questions.status, 'closed')))
      .returning({ id: questions.id })
    if (closed.length > 0) await publishLive(tx, ...conversationChanged(q, 'STATUS_CHANGED'))
  })
  return reloadThread(deps, q.id)
}
