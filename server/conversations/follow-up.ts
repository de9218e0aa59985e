/**
 * sendFollowUp: the visitor replies in their conversation (issue 19). Same
 * checks as a question — the shared rules, a blocked address, safeguarding
 * (BLOCK refuses with spans, FLAG is recorded), rate limits, an idempotency
 * key — and a frozen conversation refuses it (UNDER_REVIEW). The follow-up
 * reopens an answered conversation: the ambassador owes a reply again, and
 * the reminders' clock restarts at it (decision 090). The ambassador is
 * e-mailed later, several follow-ups in one mail (follow-up-mails.ts).
 */
import { eq } from 'drizzle-orm'
import { followUpSchema } from '../../src/contract/validation/conversation'
import { followUps, questions } from '../db/schema'
import type { ApiContext } from '../graphql/context'
import type { Deps } from '../core/deps'
import { assertValid } from '../core/validation'
import type { QuestionRow } from '../db/rows'
import { conversationChanged } from '../live/conversation-events'
import { publishLive } from '../live/events'
import { assertNotUnderReview, lockConversation } from '../safeguarding/conversation-state'
import { recordFlags } from '../safeguarding/flags'
import { screenTexts } from '../safeguarding/screen'
import { assertNotBlocked } from '../safeguarding/visitor-blocks'
import { runIdempotent } from '../security/idempotency'
import { enforce, LIMITS } from '../security/rate-limit'
import { assertNotClosed, visitorThread } from './thread-access'

export interface FollowUpInput {
  readonly threadId: string
  readonly token: string
  readonly body: string
  readonly idempotencyKey: string
}

export async function reloadThread(deps: Pick<Deps, 'db'>, id: string): Promise<QuestionRow> {
  const [q] = await deps.db.select().from(questions).where(eq(questions.id, id))
  if (q === undefined) throw new Error('conversation vanished')
  return q
}

export async function sendFollowUp(ctx: ApiContext, input: FollowUpInput): Promise<{ thread: QuestionRow }> {
  const q = await visitorThread(ctx, input.threadId, input.token)
  const body = input.body.trim()
  assertValid(followUpSchema, { body }, ctx.locale)
  assertNotClosed(ctx, q)
  await assertNotUnderReview(ctx.db, q.id, ctx.locale, 'threadId')
  await assertNotBlocked(ctx.db, ctx.org.id, q.email, ctx.locale)
  // Before the rate limit, as for questions: a refused message costs nothing to correct and resend.
  const flagged = await screenTexts(ctx, [{ field: 'body', value: input.body }])
  await enforce(ctx.db, ctx.env.rateLimitScale, [
    [LIMITS.followUpPerIp, ctx.ip],
    [LIMITS.followUpPerThread, q.id],
  ])
  await runIdempotent(
    ctx.db,
    { orgId: ctx.org.id, scope: 'sendFollowUp', key: input.idempotencyKey, subject: (await ctx.caller()).subject, request: { threadId: q.id, body }, locale: ctx.locale },
    async (tx) => {
      // Under the conversation's lock, as answers: a report or a close since the checks above wins.
      await lockConversation(tx, q.id)
      await assertNotUnderReview(tx, q.id, ctx.locale, 'threadId')
      const [now] = await tx.select({ status: questions.status }).from(questions).where(eq(questions.id, q.id))
      assertNotClosed(ctx, { status: now?.status ?? 'closed' })
      const [followUp] = await tx.insert(followUps).values({ questionId: q.id, body }).returning({ id: followUps.id, createdAt: followUps.createdAt })
      if (followUp === undefined) throw new Error('follow-up insert returned nothing')
      await tx.update(questions).set({ status: 'open', lastFollowUpAt: followUp.createdAt }).where(eq(questions.id, q.id))
      await recordFlags(ctx, tx, { source: 'follow_up', questionId: q.id, followUpId: followUp.id, ambassadorId: q.ambassadorId, authorEmail: q.email }, flagged)
      await publishLive(tx, ...conversationChanged(q, 'FOLLOW_UP', 'FOLLOW_UP'))
      return { resultId: followUp.id, value: null }
    },
    () => Promise.resolve(null),
  )
  return { thread: await reloadThread(ctx, q.id) }
}
