/** GraphQL of conversations (issue 19): follow-ups, closing, the rating, the visitor's read receipt (issue 33), and a conversation's messages in order. */
import type { QuestionRow } from '../db/rows'
import type { ApiContext } from '../graphql/context'
import { payload } from '../graphql/payload'
import { closeQuestion } from '../questions/answer'
import type { Resolvers } from '../resolver-types.generated'
import type { ConversationParty } from '../schema-types.generated'
import { closeAsVisitor } from './close'
import { sendFollowUp } from './follow-up'
import { messagesOf } from './messages'
import { markThreadRead } from './read-receipt'
import { lastVisitorMessageAt } from '../questions/waiting'
import { rateConversation, ratedLoader } from './rate'

const noThread = { thread: null }

/** GraphQL's ConversationParty of each `questions.closed_by` value. */
const CLOSED_BY: Readonly<Record<NonNullable<QuestionRow['closedBy']>, ConversationParty>> = { visitor: 'VISITOR', ambassador: 'AMBASSADOR', staff: 'STAFF' }

const conversationFields = {
  messages: (q: QuestionRow, _: unknown, ctx: ApiContext) => messagesOf(ctx, q),
  lastVisitorMessageAt,
  closedBy: (q: QuestionRow) => (q.closedBy === null ? null : CLOSED_BY[q.closedBy]),
}

export const conversationResolvers: Resolvers = {
  Mutation: {
    sendFollowUp: async (_, { input }, ctx) => {
      const auth = await ctx.auth()
      const caller = await ctx.caller()
      return payload(() => sendFollowUp(ctx, auth, caller, input), noThread)
    },
    // With a token (or as the visitor session that asked): the visitor closes; without, the signed-in ambassador holding it.
    closeConversation: async (_, args, ctx) => {
      const token = args.token ?? ''
      const auth = await ctx.auth()
      if (token === '' && auth.kind === 'ambassador') {
        const ambassador = await ctx.requireAmbassador()
        return payload(async () => ({ thread: (await closeQuestion(ctx, ambassador, args.threadId)).question }), noThread)
      }
      return payload(async () => ({ thread: await closeAsVisitor(ctx, auth, args.threadId, token) }), noThread)
    },
    rateConversation: async (_, args, ctx) => {
      const auth = await ctx.auth()
      return payload(() => rateConversation(ctx, auth, args), noThread)
    },
    markThreadRead: async (_, args, ctx) => {
      const auth = await ctx.auth()
      return payload(() => markThreadRead(ctx, auth, { threadId: args.threadId, token: args.token ?? '', upTo: args.upTo }), { marked: 0 })
    },
  },
  Thread: { ...conversationFields, rated: (q, _, ctx) => ratedLoader(ctx).load(q.id) },
  InboxQuestion: conversationFields,
}
