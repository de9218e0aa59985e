/**
 * The Subscription fields (decision 091). Each is authorized exactly like the
 * query it keeps fresh — `thread`, `myQuestions`, `moderationQueue`,
 * `publication` — when the stream opens; its events carry ids and a kind,
 * and what they point at is refetched through those same queries.
 */
import type { ApiContext } from '../graphql/context'
import { appError } from '../core/errors'
import type { ResolverMap } from '../graphql/resolver-types'
import { publicationOf } from '../publishing/resolvers'
import { readableThread } from '../questions/access'
import { inboxKey, moderationKey, publicationKey, threadKey } from './events'
import type { LiveMessage } from './events'

const field = <K extends string>(message: LiveMessage, key: K): string | null => {
  const value = (message as Partial<Record<K, unknown>>)[key]
  return typeof value === 'string' ? value : null
}

const kindOf = (message: LiveMessage): string => (message.topic === 'resync' ? 'RESYNC' : message.kind)

export const liveResolvers: ResolverMap = {
  Subscription: {
    threadUpdated: {
      subscribe: async (_: unknown, args: { threadId: string; token: string }, ctx: ApiContext) => {
        const thread = await readableThread(ctx, args.threadId, args.token)
        if (thread === null) throw appError('FORBIDDEN', 'This conversation does not exist.')
        return ctx.live.subscribe(threadKey(thread.id))
      },
      resolve: (message: LiveMessage, args: { threadId: string }) => ({ threadId: args.threadId, kind: kindOf(message), at: message.at }),
    },
    inboxUpdated: {
      subscribe: async (_: unknown, __: unknown, ctx: ApiContext) => {
        const { ambassadorId } = await ctx.requireAmbassador()
        return ctx.live.subscribe(inboxKey(ambassadorId))
      },
      resolve: (message: LiveMessage) => ({ kind: kindOf(message), questionId: field(message, 'questionId'), meetingId: field(message, 'meetingId'), at: message.at }),
    },
    moderationUpdated: {
      subscribe: async (_: unknown, __: unknown, ctx: ApiContext) => {
        await ctx.requireStaff()
        return ctx.live.subscribe(moderationKey(ctx.org.id))
      },
      resolve: (message: LiveMessage) => ({ kind: kindOf(message), questionId: field(message, 'questionId'), itemId: field(message, 'itemId'), at: message.at }),
    },
    publicationUpdated: {
      subscribe: async (_: unknown, __: unknown, ctx: ApiContext) => {
        await ctx.requireStaff()
        return ctx.live.subscribe(publicationKey(ctx.org.id))
      },
      resolve: async (message: LiveMessage, _: unknown, ctx: ApiContext) => ({
        kind: kindOf(message),
        at: message.at,
        publication: await publicationOf(ctx),
      }),
    },
  },
}
