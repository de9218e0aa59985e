/** GraphQL of conversations (issue 19): follow-ups, closing, the rating, and a conversation's messages in order. */
import type { ApiContext } from '../graphql/context'
import { payload } from '../graphql/payload'
import type { ResolverMap } from '../graphql/resolver-types'
import type { QuestionRow } from '../db/rows'
import { closeConversation } from './close'
import { sendFollowUp } from './follow-up'
import type { FollowUpInput } from './follow-up'
import { messagesOf } from './messages'
import { lastVisitorMessageAt } from '../questions/waiting'
import { rateConversation, ratedLoader } from './rate'
import type { RatingInput } from './rate'

const noThread = { thread: null }

const conversationFields = {
  messages: (q: QuestionRow, _: unknown, ctx: ApiContext) => messagesOf(ctx, q),
  lastVisitorMessageAt,
  closedBy: (q: QuestionRow) => q.closedBy?.toUpperCase() ?? null,
}

export const conversationResolvers: ResolverMap = {
  Mutation: {
    sendFollowUp: (_: unknown, { input }: { input: FollowUpInput }, ctx: ApiContext) => payload(() => sendFollowUp(ctx, input), noThread),
    closeConversation: (_: unknown, args: { threadId: string; token?: string | null }, ctx: ApiContext) => payload(() => closeConversation(ctx, args), noThread),
    rateConversation: (_: unknown, args: RatingInput, ctx: ApiContext) => payload(() => rateConversation(ctx, args), noThread),
  },
  Thread: { ...conversationFields, rated: (q: QuestionRow, _: unknown, ctx: ApiContext) => ratedLoader(ctx).load(q.id) },
  InboxQuestion: conversationFields,
}
