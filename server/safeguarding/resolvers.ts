/** GraphQL of safeguarding (issue 18): the rules, visitor blocks, and what participants see of moderation (frozen, hidden). */
import type { ApiContext } from '../graphql/context'
import type { AnswerRow } from '../db/rows'
import { payload } from '../graphql/payload'
import type { ResolverMap } from '../graphql/resolver-types'
import type { OrgRecord } from '../core/organization'
import type { QuestionRow } from '../db/rows'
import type { FieldError } from '../core/field-errors'
import { moderationLoaders, visibleText } from './conversation-state'
import { publicRules, setSafeguardingRules, staffRules } from './rules-api'
import type { RulesInput } from './rules-api'
import { blockVisitor, listBlocks, unblockVisitor } from './visitor-blocks'

/** Thread, InboxQuestion and PublishedQuestion alike: frozen or not, and the text once staff hid it. */
const conversationFields = {
  topic: (q: QuestionRow, _: unknown, ctx: ApiContext) => visibleText(ctx, q.id, q.topic),
  body: (q: QuestionRow, _: unknown, ctx: ApiContext) => visibleText(ctx, q.id, q.body),
  bodyHidden: (q: QuestionRow, _: unknown, ctx: ApiContext) => moderationLoaders(ctx).hidden.load(q.id),
  underReview: (q: QuestionRow, _: unknown, ctx: ApiContext) => moderationLoaders(ctx).underReview.load(q.id),
}

export const safeguardingResolvers: ResolverMap = {
  Query: {
    safeguardingRules: (_: unknown, __: unknown, ctx: ApiContext) => staffRules(ctx),
    visitorBlocks: (_: unknown, __: unknown, ctx: ApiContext) => listBlocks(ctx),
  },
  Mutation: {
    setSafeguardingRules: (_: unknown, args: { input: RulesInput; idempotencyKey: string }, ctx: ApiContext) =>
      payload(() => setSafeguardingRules(ctx, args.input, args.idempotencyKey), { rules: null }),
    blockVisitor: (_: unknown, args: { email: string; reason: string }, ctx: ApiContext) => payload(() => blockVisitor(ctx, args), { block: null }),
    unblockVisitor: (_: unknown, args: { email: string }, ctx: ApiContext) => payload(() => unblockVisitor(ctx, args), { block: null }),
  },
  FieldError: { spans: (e: FieldError) => e.spans ?? [] },
  Organization: { safeguarding: (o: OrgRecord, _: unknown, ctx: ApiContext) => publicRules(ctx, o.id) },
  Thread: conversationFields,
  InboxQuestion: conversationFields,
  PublishedQuestion: { topic: conversationFields.topic, body: conversationFields.body },
  Answer: {
    body: (a: AnswerRow, _: unknown, ctx: ApiContext) => visibleText(ctx, a.id, a.body),
    hidden: (a: AnswerRow, _: unknown, ctx: ApiContext) => moderationLoaders(ctx).hidden.load(a.id),
  },
}
