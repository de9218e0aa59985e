/**
 * submitFeedback (issue 20): the visitor's score for a closed conversation —
 * `rateConversation`'s rules and storage (once per conversation, 1–5, comment
 * ≤ RATING_COMMENT_MAX_CHARS) plus what the other visitor mutations have: an
 * idempotency key (a retry answers as the first call did, never
 * ALREADY_RATED) and the safeguarding screen on the comment (BLOCK refuses
 * with spans). FLAG matches are not queued for moderation: the comment is
 * read by staff only and no ambassador or visitor ever sees it.
 */
import { rateConversation } from '../conversations/rate'
import { reloadThread } from '../conversations/follow-up'
import type { ApiContext } from '../graphql/context'
import type { QuestionRow } from '../db/rows'
import { screenTexts } from '../safeguarding/screen'
import { runIdempotent } from '../security/idempotency'
import { visitorThread } from '../conversations/thread-access'

export interface FeedbackInput {
  readonly threadId: string
  readonly token: string
  readonly score: number
  readonly comment?: string | null
  readonly idempotencyKey: string
}

export async function submitFeedback(ctx: ApiContext, input: FeedbackInput): Promise<{ thread: QuestionRow }> {
  const q = await visitorThread(ctx, await ctx.auth(), input.threadId, input.token)
  const comment = input.comment?.trim() ?? ''
  await screenTexts(ctx, [{ field: 'comment', value: comment }])
  await runIdempotent(
    ctx.db,
    {
      orgId: ctx.org.id,
      scope: 'submitFeedback',
      key: input.idempotencyKey,
      subject: (await ctx.caller()).subject,
      request: { threadId: q.id, score: input.score, comment },
      locale: ctx.locale,
    },
    async (tx) => {
      await rateConversation({ ...ctx, db: tx }, await ctx.auth(), { threadId: q.id, token: input.token, rating: input.score, comment })
      return { resultId: q.id, value: null }
    },
    () => Promise.resolve(null),
  )
  return { thread: await reloadThread(ctx, q.id) }
}
