/** GraphQL of moderation (issue 18): reports, the moderation queue, its actions, and its live updates. */
import { payload } from '../graphql/payload'
import type { Resolvers } from '../resolver-types.generated'
import type { ModerationChange } from '../schema-types.generated'
import { liveField, moderationKey } from '../live/events'
import type { LiveMessage } from '../live/events'
import { readableThread } from '../questions/access'
import { ownQuestion } from '../questions/answer'
import { hideMessage, reassignQuestion, unpublishQuestion } from './conversation-actions'
import { moderationItem, moderationQueue } from './queue'
import { assertMayReportThread, reportConversation, reportQuestion } from './reports'
import { resolveReport } from './resolve-report'
import { moderationTypeResolvers } from './type-resolvers'

const notReported = { reported: false }
const noConversation = { conversation: null }

/** The kind a moderationUpdated event reports: its key carries moderation events, RESYNC after the listener reconnected, and the stream's refusal last (decision 092). */
function moderationChange(message: LiveMessage): ModerationChange {
  if (message.topic === 'refused') throw message.refusal
  if (message.topic === 'resync') return 'RESYNC'
  if (message.topic !== 'moderation') throw new Error(`a ${message.topic} event on a moderation subscription`)
  return message.kind
}

export const moderationResolvers: Resolvers = {
  Query: {
    moderationQueue: async (_, args, ctx) => {
      await ctx.requireStaff()
      return moderationQueue(ctx, args)
    },
    moderationItem: async (_, args, ctx) => {
      await ctx.requireStaff()
      return moderationItem(ctx, args.id)
    },
  },
  Mutation: {
    reportConversation: (_, args, ctx) =>
      payload(async () => {
        const auth = await ctx.auth()
        assertMayReportThread(auth, args.token)
        // FORBIDDEN for another thread's token or another visitor, LINK_EXPIRED for an expired one, before anything else is said.
        const thread = await readableThread(ctx, auth, args.threadId, args.token === '' ? null : args.token)
        return reportConversation(ctx, thread, args.reason)
      }, notReported),
    reportQuestion: async (_, args, ctx) => {
      const actor = await ctx.requireAmbassador()
      return payload(async () => reportQuestion(ctx, await ownQuestion(ctx, actor, args.questionId), args.reason), notReported)
    },
    resolveReport: async (_, args, ctx) => {
      const staff = await ctx.requireStaff()
      return payload(() => resolveReport(ctx, staff, args), { item: null })
    },
    hideMessage: async (_, args, ctx) => {
      const staff = await ctx.requireStaff()
      return payload(() => hideMessage(ctx, staff, args), { message: null, conversation: null })
    },
    unpublishQuestion: async (_, args, ctx) => {
      const staff = await ctx.requireStaff()
      return payload(() => unpublishQuestion(ctx, staff, args), noConversation)
    },
    reassignQuestion: async (_, args, ctx) => {
      const staff = await ctx.requireStaff()
      return payload(() => reassignQuestion(ctx, staff, args), noConversation)
    },
  },
  Subscription: {
    moderationUpdated: {
      subscribe: (_, __, ctx) =>
        ctx.followLive(async (who) => {
          await who.requireStaff()
          return moderationKey(ctx.org.id)
        }),
      resolve: (message: LiveMessage) => ({ kind: moderationChange(message), questionId: liveField(message, 'questionId'), itemId: liveField(message, 'itemId'), at: message.at }),
    },
  },
  ...moderationTypeResolvers,
}
