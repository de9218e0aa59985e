/**
 * The conversation's and the inbox's live updates (decision 091), each
 * authorized exactly like the query it keeps fresh (`thread`, `myQuestions`)
 * when the stream opens; events carry ids and a kind, and what they point at
 * is refetched through those same queries.
 */
import { appError } from '../core/errors'
import type { ApiContext } from '../graphql/context'
import type { ResolverMap } from '../graphql/resolver-types'
import { inboxKey, liveField, liveKind, threadKey } from '../live/events'
import type { LiveMessage } from '../live/events'
import { readableThread } from './access'

export const conversationLiveResolvers: ResolverMap = {
  Subscription: {
    threadUpdated: {
      subscribe: async (_: unknown, args: { threadId: string; token: string }, ctx: ApiContext) => {
        const thread = await readableThread(ctx, args.threadId, args.token)
        if (thread === null) throw appError('FORBIDDEN', 'This conversation does not exist.')
        return ctx.live.subscribe(threadKey(thread.id))
      },
      resolve: (message: LiveMessage, args: { threadId: string }) => ({ threadId: args.threadId, kind: liveKind(message), at: message.at }),
    },
    inboxUpdated: {
      subscribe: async (_: unknown, __: unknown, ctx: ApiContext) => {
        const { ambassadorId } = await ctx.requireAmbassador()
        return ctx.live.subscribe(inboxKey(ambassadorId))
      },
      resolve: (message: LiveMessage) => ({ kind: liveKind(message), questionId: liveField(message, 'questionId'), meetingId: liveField(message, 'meetingId'), at: message.at }),
    },
  },
}
