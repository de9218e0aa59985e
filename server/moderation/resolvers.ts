/** GraphQL of moderation (issue 18): reports, the moderation queue, its actions, and its live updates. */
import type { ApiContext } from '../graphql/context'
import { payload } from '../graphql/payload'
import type { ResolverMap } from '../graphql/resolver-types'
import { liveField, liveKind, moderationKey } from '../live/events'
import type { LiveMessage } from '../live/events'
import { hideMessage, reassignQuestion, unpublishQuestion } from './conversation-actions'
import { moderationTypeResolvers } from './moderation-types'
import { moderationItem, moderationQueue } from './queue'
import type { ModerationStatusArg } from './queue'
import { reportConversation, reportQuestion } from './reports'
import { resolveReport } from './resolve-report'
import type { ResolutionArg } from './resolve-report'

const notReported = { reported: false }
const noConversation = { conversation: null }

export const moderationResolvers: ResolverMap = {
  Query: {
    moderationQueue: (_: unknown, args: { status?: ModerationStatusArg | null; first?: number | null; after?: string | null }, ctx: ApiContext) => moderationQueue(ctx, args),
    moderationItem: (_: unknown, args: { id: string }, ctx: ApiContext) => moderationItem(ctx, args.id),
  },
  Mutation: {
    reportConversation: (_: unknown, args: { threadId: string; token: string; reason: string }, ctx: ApiContext) => payload(() => reportConversation(ctx, args), notReported),
    reportQuestion: (_: unknown, args: { questionId: string; reason: string }, ctx: ApiContext) => payload(() => reportQuestion(ctx, args), notReported),
    resolveReport: (_: unknown, args: { reportId: string; action: ResolutionArg; note?: string | null }, ctx: ApiContext) =>
      payload(() => resolveReport(ctx, args), { item: null }),
    hideMessage: (_: unknown, args: { messageId: string; hidden?: boolean | null }, ctx: ApiContext) =>
      payload(() => hideMessage(ctx, args), { message: null, conversation: null }),
    unpublishQuestion: (_: unknown, args: { questionId: string }, ctx: ApiContext) => payload(() => unpublishQuestion(ctx, args), noConversation),
    reassignQuestion: (_: unknown, args: { questionId: string; ambassadorId: string }, ctx: ApiContext) => payload(() => reassignQuestion(ctx, args), noConversation),
  },
  Subscription: {
    moderationUpdated: {
      subscribe: async (_: unknown, __: unknown, ctx: ApiContext) => {
        await ctx.requireStaff()
        return ctx.live.subscribe(moderationKey(ctx.org.id))
      },
      resolve: (message: LiveMessage) => ({ kind: liveKind(message), questionId: liveField(message, 'questionId'), itemId: liveField(message, 'itemId'), at: message.at }),
    },
  },
  ...moderationTypeResolvers,
}
