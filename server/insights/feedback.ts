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
import type { Auth } from '../core/actor'
import { reloadThread } from '../conversations/follow-up'
import type { Caller, Deps } from '../core/deps'
import type { QuestionRow } from '../db/rows'
import { screenTexts } from '../safeguarding/screen'
import type { ScreenDeps } from '../safeguarding/screen'
import type { MutationSubmitFeedbackArgs } from '../schema-types.generated'
import { runIdempotent } from '../security/idempotency'

/**
 * `thread`: the conversation the caller may act in as its visitor
 * (conversations/thread-access.ts `visitorThread`); `auth`: the caller, whom
 * rating checks again in its own transaction.
 */
export async function submitFeedback(
  deps: ScreenDeps & Pick<Deps, 'db'>,
  caller: Caller,
  auth: Auth,
  thread: QuestionRow,
  input: MutationSubmitFeedbackArgs,
): Promise<{ thread: QuestionRow }> {
  const comment = input.comment?.trim() ?? ''
  await screenTexts(deps, [{ field: 'comment', value: comment }])
  await runIdempotent(
    deps.db,
    {
      orgId: deps.org.id,
      scope: 'submitFeedback',
      key: input.idempotencyKey,
      subject: caller.subject,
      request: { threadId: thread.id, score: input.score, comment },
      locale: deps.locale,
    },
    async (tx) => {
      await rateConversation({ ...deps, db: tx }, auth, { threadId: thread.id, token: input.token, rating: input.score, comment })
      return { resultId: thread.id, value: null }
    },
    () => Promise.resolve(null),
  )
  return { thread: await reloadThread(deps, thread.id) }
}
