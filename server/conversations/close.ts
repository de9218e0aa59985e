/**
 * Closing a conversation (issue 19): the visitor with the thread's link, or
 * the ambassador holding it. Closing twice is harmless and keeps who closed
 * it first. A frozen conversation may still be closed: closing adds no
 * message, and the report stays with staff. Once closed, the visitor is
 * asked whether it helped (rate.ts).
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import { questions } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import type { QuestionRow } from '../db/rows'
import { conversationChanged } from '../live/conversation-events'
import { publishLive } from '../live/events'
import { closeQuestion } from '../questions/answer'
import { reloadThread } from './follow-up'
import { visitorThread } from './thread-access'

/** The visitor's close (the ambassador's is `closeQuestion`, server/questions/answer.ts). */
async function closeAsVisitor(ctx: ApiContext, q: QuestionRow): Promise<QuestionRow> {
  await ctx.db.transaction(async (tx) => {
    const closed = await tx
      .update(questions)
      .set({ status: 'closed', closedAt: sql`now()`, closedBy: 'visitor' })
      .where(and(eq(questions.id, q.id), ne(questions.status, 'closed')))
      .returning({ id: questions.id })
    if (closed.length > 0) await publishLive(tx, ...conversationChanged(q, 'STATUS_CHANGED'))
  })
  return reloadThread(ctx, q.id)
}

/** With a token (or as the visitor session that asked): the visitor closes; without, the signed-in ambassador holding it. */
export async function closeConversation(ctx: ApiContext, args: { threadId: string; token?: string | null }): Promise<{ thread: QuestionRow }> {
  const token = args.token ?? ''
  const auth = await ctx.auth()
  if (token === '' && auth.kind === 'ambassador') return { thread: (await closeQuestion(ctx, await ctx.requireAmbassador(), args.threadId)).question }
  const q = await visitorThread(ctx, args.threadId, token)
  return { thread: await closeAsVisitor(ctx, q) }
}
