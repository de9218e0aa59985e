/** GraphQL of safeguarding (issue 18): rules, reports, the moderation queue and its actions, and what participants see of them. */
import type { ApiContext } from '../graphql/context'
import type { AnswerRow } from '../db/rows'
import { payload } from '../graphql/payload'
import type { ResolverMap } from '../graphql/resolver-types'
import type { OrgRecord } from '../core/organization'
import type { QuestionRow } from '../db/rows'
import type { FieldError } from '../core/field-errors'
import { hideMessage, reassignQuestion, unpublishQuestion } from '../moderation/conversation-actions'
import { moderationLoaders, visibleText } from './conversation-state'
import { moderationTypeResolvers } from '../moderation/moderation-types'
import { moderationItem, moderationQueue } from '../moderation/queue'
import type { ModerationStatusArg } from '../moderation/queue'
import { reportConversation, reportQuestion } from '../moderation/reports'
import { resolveReport } from '../moderation/resolve-report'
import type { ResolutionArg } from '../moderation/resolve-report'
import { publicRules, setSafeguardingRules, staffRules } from './rules-api'
import type { RulesInput } from './rules-api'
import { blockVisitor, listBlocks, unblockVisitor } from './visitor-blocks'

const notReported = { reported: false }
const noConversation = { conversation: null }

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
    moderationQueue: (_: unknown, args: { status?: ModerationStatusArg | null; first?: number | null; after?: string | null }, ctx: ApiContext) => moderationQueue(ctx, args),
    moderationItem: (_: unknown, args: { id: string }, ctx: ApiContext) => moderationItem(ctx, args.id),
    visitorBlocks: (_: unknown, __: unknown, ctx: ApiContext) => listBlocks(ctx),
  },
  Mutation: {
    setSafeguardingRules: (_: unknown, args: { input: RulesInput; idempotencyKey: string }, ctx: ApiContext) =>
      payload(() => setSafeguardingRules(ctx, args.input, args.idempotencyKey), { rules: null }),
    reportConversation: (_: unknown, args: { threadId: string; token: string; reason: string }, ctx: ApiContext) => payload(() => reportConversation(ctx, args), notReported),
    reportQuestion: (_: unknown, args: { questionId: string; reason: string }, ctx: ApiContext) => payload(() => reportQuestion(ctx, args), notReported),
    resolveReport: (_: unknown, args: { reportId: string; action: ResolutionArg; note?: string | null }, ctx: ApiContext) =>
      payload(() => resolveReport(ctx, args), { item: null }),
    hideMessage: (_: unknown, args: { messageId: string; hidden?: boolean | null }, ctx: ApiContext) =>
      payload(() => hideMessage(ctx, args), { message: null, conversation: null }),
    unpublishQuestion: (_: unknown, args: { questionId: string }, ctx: ApiContext) => payload(() => unpublishQuestion(ctx, args), noConversation),
    blockVisitor: (_: unknown, args: { email: string; reason: string }, ctx: ApiContext) => payload(() => blockVisitor(ctx, args), { block: null }),
    unblockVisitor: (_: unknown, args: { email: string }, ctx: ApiContext) => payload(() => unblockVisitor(ctx, args), { block: null }),
    reassignQuestion: (_: unknown, args: { questionId: string; ambassadorId: string }, ctx: ApiContext) => payload(() => reassignQuestion(ctx, args), noConversation),
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
  ...moderationTypeResolvers,
}
