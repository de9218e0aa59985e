/**
 * The conversation's and the inbox's live updates (decision 091), each
 * authorized exactly like the query it keeps fresh (`thread`, `myQuestions`)
 * when the stream opens; events carry ids and a kind, and what they point at
 * is refetched through those same queries.
 */
import { appError } from '../core/errors'
import type { Resolvers } from '../resolver-types.generated'
import type { InboxChange, SubscriptionThreadUpdatedArgs, ThreadChange } from '../schema-types.generated'
import { inboxKey, liveField, threadKey } from '../live/events'
import type { LiveMessage } from '../live/events'
import { readableThread } from './access'

/** A thread's stream carries only that thread's events (live/events.ts `liveKey`), and RESYNC after a gap. */
function threadChange(message: LiveMessage): ThreadChange {
  if (message.topic === 'resync') return 'RESYNC'
  if (message.topic === 'thread') return message.kind
  throw new Error(`${message.topic} event on a thread's stream`)
}

/** An inbox's stream carries only that inbox's events, and RESYNC after a gap. */
function inboxChange(message: LiveMessage): InboxChange {
  if (message.topic === 'resync') return 'RESYNC'
  if (message.topic === 'inbox') return message.kind
  throw new Error(`${message.topic} event on an inbox's stream`)
}

export const conversationLiveResolvers: Resolvers = {
  Subscription: {
    threadUpdated: {
      subscribe: async (_, args, ctx) => {
        const thread = await readableThread(ctx, await ctx.auth(), args.threadId, args.token)
        if (thread === null) throw appError('FORBIDDEN', 'This conversation does not exist.')
        return ctx.live.subscribe(threadKey(thread.id))
      },
      resolve: (message: LiveMessage, args: SubscriptionThreadUpdatedArgs) => ({ threadId: args.threadId, kind: threadChange(message), at: message.at }),
    },
    inboxUpdated: {
      subscribe: async (_, __, ctx) => {
        const { ambassadorId } = await ctx.requireAmbassador()
        return ctx.live.subscribe(inboxKey(ambassadorId))
      },
      resolve: (message: LiveMessage) => ({ kind: inboxChange(message), questionId: liveField(message, 'questionId'), meetingId: liveField(message, 'meetingId'), at: message.at }),
    },
  },
}
