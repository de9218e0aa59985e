/** GraphQL of safeguarding (issue 18): the rules, visitor blocks, and what participants see of moderation (frozen, hidden). */
import type { QuestionRow } from '../db/rows'
import type { ApiContext } from '../graphql/context'
import { payload } from '../graphql/payload'
import type { Resolvers } from '../resolver-types.generated'
import { hiddenByStaff, underReviewOf, visibleText } from './conversation-state'
import { publicRules, setSafeguardingRules, staffRules } from './rules-api'
import { blockVisitor, listBlocks, unblockVisitor } from './visitor-blocks'
import { visitorReportOf } from './visitor-report'

/** Thread, InboxQuestion and PublishedQuestion alike: frozen or not, and the text once staff hid it. */
const conversationFields = {
  topic: (q: QuestionRow, _: unknown, ctx: ApiContext) => visibleText(ctx, q.id, q.topic),
  body: (q: QuestionRow, _: unknown, ctx: ApiContext) => visibleText(ctx, q.id, q.body),
  bodyHidden: (q: QuestionRow, _: unknown, ctx: ApiContext) => hiddenByStaff(ctx).load(q.id),
  underReview: (q: QuestionRow, _: unknown, ctx: ApiContext) => underReviewOf(ctx).load(q.id),
}

const OUTCOMES = { release: 'RELEASE', keep_closed: 'KEEP_CLOSED', block: 'BLOCK' } as const

export const safeguardingResolvers: Resolvers = {
  Query: {
    safeguardingRules: async (_, __, ctx) => {
      await ctx.requireStaff()
      return staffRules(ctx)
    },
    visitorBlocks: async (_, __, ctx) => {
      await ctx.requireStaff()
      return listBlocks(ctx)
    },
  },
  Mutation: {
    setSafeguardingRules: async (_, args, ctx) => {
      const staff = await ctx.requireStaff('owner')
      return payload(() => setSafeguardingRules(ctx, staff, args.input, args.idempotencyKey), { rules: null })
    },
    blockVisitor: async (_, args, ctx) => {
      const staff = await ctx.requireStaff()
      return payload(() => blockVisitor(ctx, staff, args), { block: null })
    },
    unblockVisitor: async (_, args, ctx) => {
      const staff = await ctx.requireStaff()
      return payload(() => unblockVisitor(ctx, staff, args), { block: null })
    },
  },
  FieldError: { spans: (e) => e.spans ?? [] },
  Organization: { safeguarding: (o, _, ctx) => publicRules(ctx, o.id) },
  Thread: {
    ...conversationFields,
    myReport: async (q, _, ctx) => ((await ctx.auth()).kind === 'ambassador' ? null : visitorReportOf(ctx).load(q.id)),
  },
  ConversationReport: {
    status: (r) => (r.status === 'open' ? 'OPEN' : 'RESOLVED'),
    reportedAt: (r) => r.createdAt,
    outcome: (r) => (r.status === 'open' ? null : OUTCOMES[r.resolution ?? 'release']),
  },
  InboxQuestion: conversationFields,
  PublishedQuestion: { topic: conversationFields.topic, body: conversationFields.body },
  Answer: {
    body: (a, _, ctx) => visibleText(ctx, a.id, a.body),
    hidden: (a, _, ctx) => hiddenByStaff(ctx).load(a.id),
  },
}
