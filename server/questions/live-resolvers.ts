/**
 * The conversation's and the inbox's live updates (decision 091), each
 * authorized exactly like the query it keeps fresh (`thread`, `myQuestions`)
 * when the stream opens and again whenever the caller's rights may have
 * changed (decision 092); events carry ids and a kind, and what they point at
 * is refetched through those same queries. A stream's last message may be
 * the refusal its caller now gets: the resolver throws it.
 */
import { appError } from '../core/errors'
import type { Resolvers } from '../resolver-types.generated'
import type { InboxChange, SubscriptionThreadUpdatedArgs, ThreadChange } from '../schema-types.generated'
import { inboxKey, liveField, threadKey } from '../live/events'
import type { LiveMessage } from '../live/events'
import { readableThread } from './access'

/** A thread's stream carries only that thread's events (live/events.ts `liveKey`), RESYNC after a gap, and its refusal last. */
function threadChange(message: LiveMessage): ThreadChange {
  if (message.topic === 'refused') throw message.refusal
  if (message.topic === 'resync') return 'RESYNC'
  if (message.topic === 'thread') return message.kind
  throw new Error(`${message.topic} event on a thread's stream`)
}

/** An inbox's stream carries only that inbox's events, RESYNC after a gap, and its refusal last. */
function inboxChange(message: LiveMessage): InboxChange {
  if (message.topic === 'refused') throw message.refusal
  if (message.topic === 'resync') return 'RESYNC'
  if (message.topic === 'inbox') return message.kind
  throw new Error(`${message.topic} event on an inbox's stream`)
}

export const conversationLiveResolvers: Resolvers = {
  Subscription: {
    threadUpdated: {
      subscribe: (_, args, ctx) =>
        ctx.followLive(async (who) => {
          const thread = await readableThread(ctx, await who.auth(), args.threadId, args.token)
          if (thread === null) throw appError('FORBIDDEN', 'This conversation does not exist.')
          return threadKey(thread.id)
        }),
      resolve: (message: LiveMessage, args: SubscriptionThreadUpdatedArgs) => ({ threadId: args.threadId, kind: threadChange(message), at: message.at }),
    },
    inboxUpdated: {
      subscribe: (_, __, ctx) => ctx.followLive(async (who) => inboxKey((await who.requireAmbassador()).ambassadorId)),
      resolve: (message: LiveMessage) => ({ kind: inboxChange(message), questionId: liveField(message, 'questionId'), meetingId: liveField(message, 'meetingId'), at: message.at }),
    },
  },
}
